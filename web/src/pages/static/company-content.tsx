import { HELLO_EMAIL, MailLink, PageLink } from './content-links';
import type { StaticContentMap } from './static-content';

type CompanyPath = '/company/about' | '/company/team' | '/company/blog' | '/company/careers' | '/company/press';

export const COMPANY_CONTENT: StaticContentMap<CompanyPath> = {
  '/company/about': {
    intro: 'Partilha was founded in Lisbon to make it easy to share skills and equipment with the people around you.',
    sections: [
      {
        heading: 'What we believe',
        body: (
          <ul>
            <li>Local first: the best help is often a short walk away.</li>
            <li>Sharing beats buying: fewer things made, stored and thrown away.</li>
            <li>Trust is earned in the open, through reviews both ways and a visible booking record.</li>
          </ul>
        ),
      },
      {
        heading: 'How we work',
        body: (
          <p>
            We are a small team in Portugal. We build Partilha ourselves, keep members’ data on our own server in the
            European Union, and do not sell advertising. We would rather say plainly what Partilha does — and what it
            does not — than promise more than we deliver; <PageLink to="/about/trust-and-safety" /> is where we do that.
          </p>
        ),
      },
      {
        heading: 'Get in touch',
        body: (
          <p>
            Ideas, feedback or a partnership in mind? Write to <MailLink address={HELLO_EMAIL} />.
          </p>
        ),
      },
    ],
    related: ['/about', '/company/team', '/company/press'],
  },

  '/company/team': {
    intro: 'Partilha is made by a small team based in Lisbon.',
    sections: [
      {
        heading: 'Who we are',
        body: (
          <p>
            Between us we design and build the website, answer members’ e-mails, and look after the community: the same
            team reviews reported reviews and gives the Verified Provider mark. We are small on purpose, so every
            message is read by someone who works on Partilha.
          </p>
        ),
      },
      {
        heading: 'Say hello',
        body: (
          <p>
            We would like to hear from you, whether you use Partilha or would like to work with us:{' '}
            <MailLink address={HELLO_EMAIL} />.
          </p>
        ),
      },
    ],
    related: ['/company/about', '/company/careers', '/support/contact'],
  },

  '/company/blog': {
    intro: 'News from the Partilha team will appear here.',
    sections: [
      {
        heading: 'No posts yet',
        body: (
          <p>
            We have not published anything yet. When we do, it will be about new features on Partilha and the people
            sharing on it.
          </p>
        ),
      },
      {
        heading: 'A note from the team (not a dated post)',
        body: (
          <p>
            We started Partilha in Lisbon because the tools and skills a neighbourhood needs are usually already in it —
            in someone’s garage, or in someone’s hands. We want asking a neighbour to be as easy as ordering online, and
            more pleasant.
          </p>
        ),
      },
      {
        heading: 'Stay in touch',
        body: (
          <p>
            Until the first post, the quickest way to reach us is <MailLink address={HELLO_EMAIL} />.
          </p>
        ),
      },
    ],
    related: ['/company/about', '/company/press'],
  },

  '/company/careers': {
    intro: 'We are a small team, and we grow slowly.',
    sections: [
      {
        heading: 'Open positions',
        body: <p>There are no open positions right now. When there are, they will be listed on this page.</p>,
      },
      {
        heading: 'Writing to us anyway',
        body: (
          <p>
            If you would like to help build a local sharing economy, tell us about yourself at{' '}
            <MailLink address={HELLO_EMAIL} subject="Careers" />. We read every message; we keep your e-mail only while
            it is useful to answer you, as described in the <PageLink to="/legal/privacy" />.
          </p>
        ),
      },
    ],
    related: ['/company/team', '/company/about'],
  },

  '/company/press': {
    intro: 'Information for journalists and anyone writing about Partilha.',
    sections: [
      {
        heading: 'Partilha in brief',
        body: (
          <p>
            Partilha is a local community marketplace made in Portugal and founded in Lisbon. Members offer services by
            the hour and rent out equipment by the day to people nearby, agree bookings in a message thread, and review
            each other afterwards. Payments are arranged directly between members.
          </p>
        ),
      },
      {
        heading: 'Press contact',
        body: (
          <p>
            Write to <MailLink address={HELLO_EMAIL} subject="Press" />. We do not have a press kit yet; ask and we will
            send what you need.
          </p>
        ),
      },
      {
        heading: 'Writing our name',
        body: <p>Partilha, with a capital P. It is the Portuguese word for “sharing”.</p>,
      },
    ],
    related: ['/company/about', '/company/blog'],
  },
};
