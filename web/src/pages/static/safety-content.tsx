import { MailLink, SUPPORT_EMAIL } from './content-links';
import type { StaticPageContent } from './static-content';

export const SAFETY_CONTENT: StaticPageContent = {
  intro:
    'Most bookings go smoothly. These habits help keep it that way, whether you are meeting someone for the first time or handing over your equipment.',
  sections: [
    {
      heading: 'Before you book',
      body: (
        <ul>
          <li>
            Read the person’s profile: their reviews as a provider and as a client, and their booking reliability.
          </li>
          <li>
            A Verified Provider mark means our team has looked at the account; it is not an identity check, so read the
            reviews as well.
          </li>
          <li>Ask questions in the booking’s messages and keep the conversation there, so there is a record.</li>
          <li>
            Be wary of prices that look too good, pressure to decide fast, or requests to move the conversation
            elsewhere before anything is agreed.
          </li>
        </ul>
      ),
    },
    {
      heading: 'Paying',
      body: (
        <ul>
          <li>
            Partilha does not handle payments: agree the amount, the method and any deposit in the messages first.
          </li>
          <li>Prefer methods that leave a record, such as a bank transfer or MB WAY, and ask for a receipt.</li>
          <li>Think twice before paying everything in advance to someone with no reviews.</li>
          <li>
            Never share card details, passwords or verification codes. Partilha will never ask for your password or your
            payment details.
          </li>
        </ul>
      ),
    },
    {
      heading: 'Meeting in person',
      body: (
        <ul>
          <li>For a first handover, meet in a public place in daylight when you can.</li>
          <li>Tell a friend where you are going and when you expect to be back.</li>
          <li>Trust your instincts: if something feels wrong, you can leave and cancel.</li>
        </ul>
      ),
    },
    {
      heading: 'Renting out equipment',
      body: (
        <ul>
          <li>Take dated photos of the item at handover and again on return, and share them in the messages.</li>
          <li>Show how to use it safely, hand over the manual and any safety gear it needs.</li>
          <li>Agree in writing, in the messages, what happens if it is damaged, lost or returned late.</li>
          <li>
            Partilha does not provide insurance. Check whether your home or equipment cover applies when you lend things
            out, and only lend what you can afford to have repaired.
          </li>
        </ul>
      ),
    },
    {
      heading: 'Renting equipment',
      body: (
        <ul>
          <li>Check the item before you take it; point out any existing damage in the messages, with photos.</li>
          <li>Follow the instructions, wear the right protective gear, and stop if something seems faulty.</li>
          <li>Return it clean, complete and on time. If you will be late, say so as early as you can.</li>
        </ul>
      ),
    },
    {
      heading: 'Services in your home',
      body: (
        <ul>
          <li>Agree the job, the time it should take and the price in the messages before the day.</li>
          <li>Work on gas or electrical installations should be done by a qualified professional.</li>
          <li>Put valuables away, and keep children and pets clear of the work.</li>
        </ul>
      ),
    },
    {
      heading: 'If something goes wrong',
      body: (
        <ul>
          <li>If anyone is in danger, call 112.</li>
          <li>If you suspect a crime, report it to the police.</li>
          <li>Try to settle problems calmly in the booking’s messages first.</li>
          <li>
            Tell us about members or listings that break the rules: <MailLink address={SUPPORT_EMAIL} />, with the link
            to the booking or listing.
          </li>
        </ul>
      ),
    },
  ],
  related: ['/about/trust-and-safety', '/support/guidelines', '/support/contact'],
};
