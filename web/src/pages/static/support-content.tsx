import { Link } from 'react-router-dom';
import { HELLO_EMAIL, MailLink, PageLink, SUPPORT_EMAIL } from './content-links';
import type { StaticContentMap } from './static-content';

export const SUPPORT_CONTENT: StaticContentMap<'/support/help' | '/support/contact'> = {
  '/support/help': {
    intro: (
      <>
        Where to find things on Partilha, and what to do when you are stuck. Quick answers are in the{' '}
        <PageLink to="/support/faq">FAQ</PageLink>.
      </>
    ),
    sections: [
      {
        heading: 'Getting started',
        body: (
          <ol>
            <li>
              <Link to="/auth/signup">Create an account</Link> with your e-mail address, or sign in with another account
              provider.
            </li>
            <li>Open the link in the verification e-mail we send you. No e-mail? Check spam, or press Resend.</li>
            <li>Complete your profile: your name, a display name, your city and postal code.</li>
          </ol>
        ),
      },
      {
        heading: 'Finding and booking',
        body: (
          <p>
            Use <Link to="/search">Search</Link> or browse <Link to="/marketplace/services">services</Link> and{' '}
            <Link to="/marketplace/equipment">equipment</Link>. On a listing, pick your days, choose hours per day and
            press Send Booking Request. Every booking you make is in <Link to="/account/bookings">My Bookings</Link>,
            under “Bookings I’ve Made”. The whole journey is in <PageLink to="/about/how-it-works" />.
          </p>
        ),
      },
      {
        heading: 'Offering services and equipment',
        body: (
          <p>
            Use <Link to="/create/service">Create a service</Link> or <Link to="/create/equipment">List equipment</Link>
            . Edit or delete your listings in <Link to="/account/listings">My Listings</Link>; requests from others
            arrive in My Bookings, under “Booking Requests Received”, where you confirm, reject or mark them completed.
          </p>
        ),
      },
      {
        heading: 'Messages and notifications',
        body: (
          <p>
            Each booking has its own message thread, on the booking’s page. The bell at the top shows new messages,
            booking requests and status changes; clicking one opens its booking. Your notification preferences are in{' '}
            <Link to="/account/settings">Settings</Link>.
          </p>
        ),
      },
      {
        heading: 'Reviews and your profile',
        body: (
          <p>
            After a completed booking, a prompt on the booking’s page invites you to review the other person. Your
            public profile shows your ratings as a provider and as a client, your reviews and your booking reliability.
            You can change your photo, name and location in Settings.
          </p>
        ),
      },
      {
        heading: 'Still need help?',
        body: (
          <p>
            Write to <MailLink address={SUPPORT_EMAIL} />. See <PageLink to="/support/contact" /> for what to include.
          </p>
        ),
      },
    ],
    related: ['/support/faq', '/about/how-it-works', '/support/contact'],
  },

  '/support/contact': {
    intro: 'Partilha is run by a small team, and we talk to members by e-mail. There is no phone line.',
    sections: [
      {
        heading: 'Write to us',
        body: (
          <ul>
            <li>
              <strong>Help with your account, a booking, a listing or a member</strong>, reports, and requests about
              your personal data: <MailLink address={SUPPORT_EMAIL} />
            </li>
            <li>
              <strong>Everything else</strong> — feedback, partnerships, press: <MailLink address={HELLO_EMAIL} />
            </li>
          </ul>
        ),
      },
      {
        heading: 'What to include',
        body: (
          <ul>
            <li>Write from the e-mail address of your Partilha account, so we can find it.</li>
            <li>The link to the booking, listing or profile concerned (copy it from the address bar).</li>
            <li>What happened and when; screenshots help.</li>
            <li>Never send your password. We will never ask for it.</li>
          </ul>
        ),
      },
      {
        heading: 'When you will hear back',
        body: (
          <p>
            A person reads every message. We reply on working days, as soon as we can. If a booking is about to start,
            say so in the subject line.
          </p>
        ),
      },
      {
        heading: 'Emergencies',
        body: (
          <p>
            We cannot help in an emergency. If someone is in danger, call 112, the European emergency number, which
            works in Portugal and across the EU.
          </p>
        ),
      },
    ],
    related: ['/support/faq', '/support/help', '/support/safety'],
  },
};
