import { MAX_LISTING_IMAGES } from '@partilha/domain';
import { Link } from 'react-router-dom';
import { MailLink, PageLink, SUPPORT_EMAIL } from './content-links';
import { BookingStatusList, LateCancellationRule, ReliabilityLevels, ReviewCategoryList } from './rule-facts';
import type { StaticContentMap } from './static-content';

export const ABOUT_CONTENT: StaticContentMap<'/about' | '/about/how-it-works' | '/about/trust-and-safety'> = {
  '/about': {
    intro: (
      <>
        Partilha is a local community marketplace made in Portugal. People offer their skills by the hour and rent out
        equipment by the day to others nearby — <em>partilha</em> is Portuguese for “sharing”.
      </>
    ),
    sections: [
      {
        heading: 'What you can do on Partilha',
        body: (
          <ul>
            <li>
              <strong>Offer a service</strong>, priced per hour: furniture assembly, home repairs, gardening, pet care,
              lessons, IT help and more.
            </li>
            <li>
              <strong>Rent out equipment</strong>, priced per day: power tools, camping gear, cameras, party equipment.
            </li>
            <li>
              <strong>Find what you need</strong> by type, category, price and city, in <Link to="/search">Search</Link>
              .
            </li>
            <li>
              <strong>Request a booking</strong>, agree the details with the owner in the booking’s message thread, and
              review each other afterwards.
            </li>
          </ul>
        ),
      },
      {
        heading: 'Why we built it',
        body: (
          <p>
            Plenty of useful things spend most of their life in a cupboard, and plenty of people have skills their
            neighbours would gladly pay for. Borrowing instead of buying costs less and wastes less, and it is easier to
            trust someone from your own town. Partilha puts the two sides together, locally.
          </p>
        ),
      },
      {
        heading: 'What Partilha is, and what it is not',
        body: (
          <>
            <p>
              Partilha is the place where members find each other and agree bookings. The agreement itself is between
              the two members: Partilha does not employ providers, does not own the equipment listed, and does not
              handle payments — you arrange payment directly with the owner.
            </p>
            <p>
              The full details are in the <PageLink to="/legal/terms" />.
            </p>
          </>
        ),
      },
    ],
    related: ['/about/how-it-works', '/about/trust-and-safety', '/company/about'],
  },

  '/about/how-it-works': {
    intro: 'From finding a listing to leaving a review, this is what a booking on Partilha looks like.',
    sections: [
      {
        heading: 'Find what you need',
        body: (
          <p>
            Browse <Link to="/marketplace/services">services</Link> or{' '}
            <Link to="/marketplace/equipment">equipment</Link>, or <Link to="/search">search</Link> by text, category,
            price and city. Each listing shows its price, photos, location and the person offering it; open their
            profile to see their ratings, reviews and booking reliability.
          </p>
        ),
      },
      {
        heading: 'Send a booking request',
        body: (
          <p>
            Pick one or more days on the listing’s calendar — days in the past and days already booked cannot be picked
            — choose the hours per day, and add a note if you like. Partilha shows an estimated total and sends your
            request to the owner, who gets a notification and an e-mail.
          </p>
        ),
      },
      {
        heading: 'Agree the details',
        body: (
          <p>
            Every booking has its own message thread for the two of you. While a request is pending or being negotiated,
            either of you can change the dates, hours or notes, and the owner can adjust the price. Any change moves the
            booking to Negotiating and tells the other person.
          </p>
        ),
      },
      {
        heading: 'Confirmation',
        body: (
          <p>
            The owner confirms or rejects the request. Once confirmed, those days are blocked in the listing’s calendar
            so nobody else can book them. Either of you can still cancel a confirmed booking; a cancellation made{' '}
            <LateCancellationRule /> counts as late.
          </p>
        ),
      },
      {
        heading: 'Arrange payment directly',
        body: (
          <p>
            Partilha does not process payments. Payment will be arranged directly with the owner — agree the amount and
            the method in the booking’s messages. The total shown when you book is an estimate.
          </p>
        ),
      },
      {
        heading: 'After the booking',
        body: (
          <p>
            When the job is done or the equipment is back, the owner marks the booking as completed. Then you review
            each other: the renter rates the owner on <ReviewCategoryList type="owner" />; the owner rates the renter on{' '}
            <ReviewCategoryList type="renter" />.
          </p>
        ),
      },
      { heading: 'What each booking status means', body: <BookingStatusList /> },
      {
        heading: 'Offering something yourself',
        body: (
          <p>
            Once your profile is complete, <Link to="/create/service">create a service</Link> or{' '}
            <Link to="/create/equipment">list equipment</Link> in six short steps, with up to {MAX_LISTING_IMAGES}{' '}
            photos. Requests arrive in <Link to="/account/bookings">My Bookings</Link>, under “Booking Requests
            Received”.
          </p>
        ),
      },
    ],
    related: ['/support/faq', '/support/safety', '/about/trust-and-safety'],
  },

  '/about/trust-and-safety': {
    intro:
      'Partilha works because members deal with each other directly. Here is what we do to help you choose who to deal with, what we do not do, and what you can check yourself.',
    sections: [
      {
        heading: 'What Partilha does',
        body: (
          <ul>
            <li>Members confirm their e-mail address when they sign up.</li>
            <li>Public profiles show ratings as a provider and as a client, with the reviews behind them.</li>
            <li>
              Only the two people in a booking can review each other, one review each way, once it is completed (an
              owner may also review a renter who cancelled late).
            </li>
            <li>A Booking Reliability badge shows how often someone cancels late.</li>
            <li>The Partilha team can mark a provider as a Verified Provider.</li>
            <li>
              Our team reviews reported reviews and can hide reviews or suspend listings that break the{' '}
              <PageLink to="/support/guidelines" />.
            </li>
            <li>
              A booking and its messages are visible only to the two people in it; our team can see a booking when
              looking into a problem.
            </li>
          </ul>
        ),
      },
      {
        heading: 'What Partilha does not do',
        body: (
          <ul>
            <li>We do not check identity documents. A profile name is what the member typed.</li>
            <li>
              We do not provide insurance or any protection programme. Loss or damage is a matter between the two
              members, so agree in the messages what happens if something breaks.
            </li>
            <li>We do not process or hold payments, so we cannot refund them.</li>
            <li>
              We do not have a phone line or round-the-clock support. We are a small team and answer by e-mail at{' '}
              <MailLink address={SUPPORT_EMAIL} />.
            </li>
          </ul>
        ),
      },
      {
        heading: 'The Verified Provider mark',
        body: (
          <p>
            The mark is added by hand by the Partilha team; nobody can give it to themselves. It tells you our team has
            looked at the provider’s account and activity on Partilha. It is not an identity check and not a promise
            about the quality of their work — read their reviews too.
          </p>
        ),
      },
      {
        heading: 'Booking reliability',
        body: (
          <>
            <p>
              The badge on a profile compares the bookings that person cancelled late as a renter with all the bookings
              they took part in as a renter that ended, completed or cancelled. A cancellation is late when it is made{' '}
              <LateCancellationRule />. The badge reads:
            </p>
            <ReliabilityLevels />
          </>
        ),
      },
      {
        heading: 'Your data',
        body: (
          <p>
            Your account, listings, bookings and messages are stored on Partilha’s own server in the European Union.
            Your e-mail address is never shown on your profile, and we do not use advertising trackers. See the{' '}
            <PageLink to="/legal/privacy" />.
          </p>
        ),
      },
      {
        heading: 'If something goes wrong',
        body: (
          <ul>
            <li>In an emergency, call 112.</li>
            <li>Talk to the other member first, in the booking’s messages, so there is a record.</li>
            <li>Report a review that breaks the guidelines with the Report button on the review.</li>
            <li>
              For anything else — a listing, a member, a problem with your account — write to{' '}
              <MailLink address={SUPPORT_EMAIL} /> with a link to the booking or listing.
            </li>
          </ul>
        ),
      },
    ],
    related: ['/support/safety', '/support/guidelines', '/support/contact'],
  },
};
