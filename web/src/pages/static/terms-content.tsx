import { HELLO_EMAIL, LEGAL_LAST_UPDATED, MailLink, PageLink, SUPPORT_EMAIL } from './content-links';
import { LateCancellationRule } from './rule-facts';
import type { StaticPageContent } from './static-content';

export const TERMS_CONTENT: StaticPageContent = {
  intro:
    'These terms are the agreement between you and Partilha for using the Partilha website. We have tried to write them plainly; please read them before you list or book anything.',
  lastUpdated: LEGAL_LAST_UPDATED,
  sections: [
    {
      heading: 'About these terms',
      body: (
        <p>
          Partilha is a local community marketplace run from Lisbon, Portugal (“Partilha”, “we”). By creating an account
          you accept these terms, the <PageLink to="/support/guidelines" /> and the <PageLink to="/legal/privacy" />.
          Visitors who only browse are bound by the parts that apply to them.
        </p>
      ),
    },
    {
      heading: 'Who can use Partilha',
      body: (
        <ul>
          <li>You must be at least 18 years old and able to enter into contracts.</li>
          <li>You may have one personal account. Keep the details on it true and up to date.</li>
          <li>Keep your password to yourself; you are responsible for what is done with your account.</li>
        </ul>
      ),
    },
    {
      heading: 'What Partilha does, and what it does not',
      body: (
        <>
          <p>
            Partilha lets members publish listings, find each other, request and agree bookings, message each other and
            leave reviews. When two members agree a booking, the agreement is between them:{' '}
            <strong>Partilha is not a party to it</strong>, is not the provider’s employer or agent, and does not own or
            inspect the equipment listed.
          </p>
          <p>
            Partilha does not process, hold or refund payments. Using Partilha is free of charge; if that ever changes
            we will tell you in advance, and new charges will not apply to bookings already made.
          </p>
        </>
      ),
    },
    {
      heading: 'Listings',
      body: (
        <ul>
          <li>Describe what you offer honestly, with your own photos of the actual item, and a real price.</li>
          <li>Only offer what you are entitled to offer, and only what is legal to offer in Portugal.</li>
          <li>Equipment must be safe and in working order, with any instructions the renter needs.</li>
          <li>
            You are responsible for any licence, qualification, registration or tax obligation that applies to what you
            offer.
          </li>
        </ul>
      ),
    },
    {
      heading: 'Bookings and cancellations',
      body: (
        <>
          <p>
            A booking request is an offer to the owner. The booking is agreed when the owner confirms it, on the details
            shown in the booking at that moment. The total shown on Partilha is an estimate; the final price is the one
            you agree with each other.
          </p>
          <p>
            Either member can cancel as the booking allows. A cancellation made <LateCancellationRule /> is recorded as
            late; a renter’s cancellations are shown on their profile as their booking reliability. Any refund, deposit
            or compensation is for the two members to settle.
          </p>
        </>
      ),
    },
    {
      heading: 'Reviews and other content',
      body: (
        <>
          <p>
            Reviews must describe your own experience of the booking. You keep the rights to what you post; you allow
            Partilha to store and show it on Partilha for as long as it stays published, which is all we need to run the
            service.
          </p>
          <p>Do not post anything unlawful, or anything that belongs to someone else without their permission.</p>
        </>
      ),
    },
    {
      heading: 'Acceptable use',
      body: (
        <ul>
          <li>No fraud, harassment, discrimination, spam or misleading listings.</li>
          <li>No collecting other members’ data, scraping the site or getting round its limits and checks.</li>
          <li>No attempts to break, overload or gain unauthorised access to Partilha.</li>
        </ul>
      ),
    },
    {
      heading: 'Moderation and closing an account',
      body: (
        <p>
          To keep Partilha safe we may hide reviews, suspend listings or suspend accounts that break these terms or the
          guidelines, and we will tell you why unless the law prevents us. You can close your account at any time by
          writing to <MailLink address={SUPPORT_EMAIL} subject="Close my account" />.
        </p>
      ),
    },
    {
      heading: 'Responsibility',
      body: (
        <>
          <p>
            Members are responsible for their listings, their bookings and how they treat each other’s property.
            Partilha provides no insurance, so check whether your own cover applies. Partilha is not liable for the
            agreements between members or for loss or damage arising from them, as far as the law allows.
          </p>
          <p>
            We work to keep Partilha available and accurate, but we cannot promise it will never be interrupted or
            contain errors. Nothing in these terms limits liability that cannot be limited by law, or your rights as a
            consumer.
          </p>
        </>
      ),
    },
    {
      heading: 'Changes to these terms',
      body: (
        <p>
          When we change these terms we update the date at the top and, for changes that matter, tell members by e-mail
          before they take effect. If you do not agree, you can close your account.
        </p>
      ),
    },
    {
      heading: 'Law and disputes',
      body: (
        <p>
          These terms are governed by Portuguese law. If you live in another EU country as a consumer, you keep the
          protection of the mandatory rules of that country. Disputes go to the Portuguese courts, or the courts of your
          home country where consumer law gives you that choice. Consumers can also turn to a consumer dispute
          resolution entity; the Portuguese Directorate-General for Consumers lists them at consumidor.gov.pt.
        </p>
      ),
    },
    {
      heading: 'Contact',
      body: (
        <p>
          Questions about these terms: <MailLink address={HELLO_EMAIL} subject="Terms of Service" />.
        </p>
      ),
    },
  ],
  related: ['/legal/privacy', '/legal/cookies', '/support/guidelines'],
};
