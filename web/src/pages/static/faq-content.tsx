import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MailLink, PageLink, SUPPORT_EMAIL } from './content-links';
import { BookingStatusList, LateCancellationRule, LateCancellationExample, ReliabilityLevels } from './rule-facts';
import type { StaticPageContent } from './static-content';

/** Questions of one topic: each question is an h3 under the topic's h2. */
export function Questions({ items }: { items: readonly { question: string; answer: ReactNode }[] }) {
  return items.map(({ question, answer }) => (
    <div key={question} className="static-page__question">
      <h3>{question}</h3>
      {answer}
    </div>
  ));
}

export const FAQ_CONTENT: StaticPageContent = {
  intro: (
    <>
      Short answers about how Partilha works. Cannot find yours? <PageLink to="/support/contact">Write to us</PageLink>.
    </>
  ),
  sections: [
    {
      heading: 'Bookings',
      body: (
        <Questions
          items={[
            {
              question: 'How does booking work?',
              answer: (
                <p>
                  You pick days on a listing and send a request. The owner confirms or rejects it; meanwhile you can
                  agree the details in the booking’s messages. See <PageLink to="/about/how-it-works" />.
                </p>
              ),
            },
            { question: 'What do the booking statuses mean?', answer: <BookingStatusList /> },
            {
              question: 'Can I change a booking after sending it?',
              answer: (
                <p>
                  Yes, while it is Pending or Negotiating: either of you can edit the dates, hours and notes, and the
                  owner can change the price. The booking then shows as Negotiating until the owner confirms it.
                </p>
              ),
            },
            {
              question: 'Why can I not pick some dates?',
              answer: <p>Past days, and days already held by a pending or confirmed booking, cannot be picked.</p>,
            },
          ]}
        />
      ),
    },
    {
      heading: 'Payments',
      body: (
        <Questions
          items={[
            {
              question: 'How do I pay?',
              answer: (
                <p>
                  Directly to the owner, in the way you agree together in the booking’s messages. Partilha does not
                  process payments, and the total shown when booking is an estimate.
                </p>
              ),
            },
            {
              question: 'Does Partilha charge a fee?',
              answer: <p>No. Listing, booking and messaging are free, and no money passes through Partilha.</p>,
            },
            {
              question: 'Can Partilha refund me?',
              answer: (
                <p>No — we never hold your money. Refunds and deposits are agreed between you and the other member.</p>
              ),
            },
          ]}
        />
      ),
    },
    {
      heading: 'Cancellations',
      body: (
        <Questions
          items={[
            {
              question: 'How do I cancel?',
              answer: (
                <p>
                  Open the booking in <Link to="/account/bookings">My Bookings</Link> and choose Cancel, with a reason.
                  Renters can cancel pending, negotiating and confirmed bookings; owners reject requests, and can cancel
                  a confirmed booking.
                </p>
              ),
            },
            {
              question: 'What is a late cancellation?',
              answer: (
                <p>
                  One made <LateCancellationRule />. <LateCancellationExample />
                </p>
              ),
            },
            {
              question: 'What happens if I cancel late?',
              answer: (
                <p>
                  You see a warning, and a renter’s late cancellation is added to their booking reliability. The owner
                  may also leave a review of the renter for that booking.
                </p>
              ),
            },
          ]}
        />
      ),
    },
    {
      heading: 'Reviews and ratings',
      body: (
        <Questions
          items={[
            {
              question: 'When can I leave a review?',
              answer: (
                <p>
                  Once the owner has marked the booking completed: the renter reviews the owner and the owner reviews
                  the renter, once each per booking. You can edit or delete your own review later.
                </p>
              ),
            },
            {
              question: 'What is the booking reliability badge?',
              answer: (
                <>
                  <p>It sums up how often a member has cancelled late as a renter:</p>
                  <ReliabilityLevels />
                </>
              ),
            },
            {
              question: 'What does Verified Provider mean?',
              answer: (
                <p>
                  The Partilha team added the mark after looking at the provider’s account and activity. It is not an
                  identity check, so read their reviews as well.
                </p>
              ),
            },
            {
              question: 'How do I report a review?',
              answer: (
                <p>
                  Press Report on the review. Each member can report a review once; our team looks at reports and hides
                  reviews that break the <PageLink to="/support/guidelines" />.
                </p>
              ),
            },
          ]}
        />
      ),
    },
    {
      heading: 'Account and safety',
      body: (
        <Questions
          items={[
            {
              question: 'Why must I verify my e-mail address?',
              answer: (
                <p>So members know there is a reachable person behind each account, and so you get booking e-mails.</p>
              ),
            },
            {
              question: 'Is the equipment I rent covered by insurance?',
              answer: (
                <p>
                  No. Partilha does not provide insurance, so agree with the owner what happens if something breaks. See{' '}
                  <PageLink to="/support/safety" />.
                </p>
              ),
            },
            {
              question: 'How do I close my account?',
              answer: (
                <p>
                  Write to <MailLink address={SUPPORT_EMAIL} subject="Close my account" /> from the address on your
                  account.
                </p>
              ),
            },
          ]}
        />
      ),
    },
  ],
  related: ['/support/help', '/about/how-it-works', '/support/contact'],
};
