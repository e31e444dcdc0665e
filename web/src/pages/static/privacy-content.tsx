import { Link } from 'react-router-dom';
import { LEGAL_LAST_UPDATED, MailLink, PageLink, SUPPORT_EMAIL } from './content-links';
import type { StaticPageContent } from './static-content';

const privacyMail = <MailLink address={SUPPORT_EMAIL} subject="Privacy request" />;

export const PRIVACY_CONTENT: StaticPageContent = {
  intro:
    'This policy explains what personal data Partilha keeps, why, who can see it, and the rights the GDPR gives you over it.',
  lastUpdated: LEGAL_LAST_UPDATED,
  sections: [
    {
      heading: 'Who is responsible for your data',
      body: (
        <p>
          Partilha, based in Lisbon, Portugal, is the controller of the personal data described here. For anything about
          your data, write to {privacyMail}.
        </p>
      ),
    },
    {
      heading: 'What we keep',
      body: (
        <ul>
          <li>
            <strong>Account</strong>: e-mail address, password (stored only as a one-way hash), whether your e-mail is
            verified, and — if you sign in with another account provider — the name and e-mail it shares with us.
          </li>
          <li>
            <strong>Profile</strong>: names, display name, photo, city and postal code, and anything you add such as a
            bio, languages, phone number and categories.
          </li>
          <li>
            <strong>Activity</strong>: your listings, bookings, booking messages, reviews, helpful votes, reports,
            notifications, cancellation record and notification preferences.
          </li>
          <li>
            <strong>Newsletter</strong>: the e-mail address you give us when you sign up for news from Partilha.
          </li>
          <li>
            <strong>Technical logs</strong>: IP address, browser type and the requests made, kept for a short time for
            security and troubleshooting.
          </li>
        </ul>
      ),
    },
    {
      heading: 'Why we use it, and on what legal basis',
      body: (
        <ul>
          <li>
            To run your account, listings, bookings, messages, reviews and the e-mails about them — to perform our
            agreement with you (GDPR Art. 6(1)(b)).
          </li>
          <li>
            To keep Partilha safe: moderation, handling reports, the reliability badge and preventing abuse — our
            legitimate interest in a trustworthy marketplace (Art. 6(1)(f)).
          </li>
          <li>
            To send the newsletter and marketing e-mails — only with your consent, which you can withdraw at any time
            with the Marketing Communications switch in your settings or by writing to us (Art. 6(1)(a)).
          </li>
          <li>To meet legal obligations, such as answering lawful requests from authorities (Art. 6(1)(c)).</li>
        </ul>
      ),
    },
    {
      heading: 'What other members can see',
      body: (
        <p>
          Anyone can see your public profile (display name, photo, city and postal code, member-since date, bio,
          languages, categories, ratings, reviews and reliability badge), your active listings and the reviews you
          write. Your e-mail address is never shown, and your phone number only if you choose to show it. A booking and
          its messages are visible only to the two people in it; the Partilha team can see bookings when looking into a
          problem.
        </p>
      ),
    },
    {
      heading: 'Who else handles it',
      body: (
        <p>
          We do not sell your data and we do not use advertising trackers. Companies that host our server and deliver
          our e-mails process data only on our instructions, under data processing agreements. We share data with
          authorities only when the law requires it.
        </p>
      ),
    },
    {
      heading: 'Where it is stored',
      body: (
        <p>
          On Partilha’s own server in the European Union. If a provider we use ever processes data outside the European
          Economic Area, we will rely on the safeguards the GDPR requires, such as the European Commission’s standard
          contractual clauses.
        </p>
      ),
    },
    {
      heading: 'How long we keep it',
      body: (
        <p>
          As long as your account is open. When you ask us to delete your account, we delete your personal data — or
          anonymise it where it is part of another member’s booking history — within one month, unless the law requires
          us to keep something longer. A newsletter address is deleted when you ask us to remove it.
        </p>
      ),
    },
    {
      heading: 'Your rights',
      body: (
        <>
          <p>
            You can ask to access, correct, delete or receive a copy of your data, to restrict or object to how we use
            it, and withdraw any consent you gave. Much of it you can change yourself in{' '}
            <Link to="/account/settings">your settings</Link>; for the rest write to {privacyMail} from the address on
            your account. We answer within one month.
          </p>
          <p>
            You can also complain to the Portuguese data protection authority, the Comissão Nacional de Proteção de
            Dados (cnpd.pt), or to the authority where you live.
          </p>
        </>
      ),
    },
    {
      heading: 'Cookies and browser storage',
      body: (
        <p>
          What we keep in your browser, and why, is in the <PageLink to="/legal/cookies" />.
        </p>
      ),
    },
    {
      heading: 'Changes to this policy',
      body: (
        <p>
          We update the date at the top when this policy changes, and tell members by e-mail about changes that matter.
        </p>
      ),
    },
  ],
  related: ['/legal/cookies', '/legal/terms', '/support/contact'],
};
