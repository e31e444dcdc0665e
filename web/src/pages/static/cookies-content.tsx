import { LEGAL_LAST_UPDATED, MailLink, PageLink, SUPPORT_EMAIL } from './content-links';
import type { StaticPageContent } from './static-content';

export const COOKIES_CONTENT: StaticPageContent = {
  intro:
    'The short version: Partilha keeps only what it needs in your browser to sign you in and bring you back to the right page. No advertising or analytics cookies, and no trackers.',
  lastUpdated: LEGAL_LAST_UPDATED,
  sections: [
    {
      heading: 'What we keep in your browser',
      body: (
        <ul>
          <li>
            <strong>Your session</strong>, in local storage (<code>partilha_auth</code>): the sign-in token and basic
            account details that keep you signed in between visits. It is removed when you log out.
          </li>
          <li>
            <strong>Where to go after signing in</strong>, in session storage (<code>partilha.redirectAfterLogin</code>
            ): the page you were trying to open when we asked you to sign in. It is cleared once used, and when you
            close the tab.
          </li>
          <li>
            <strong>Your language</strong>, in local storage (<code>partilha.language</code>) and in a cookie (
            <code>partilha_lang</code>): the language you chose to see Partilha in, so pages open in it straight away.
          </li>
          <li>
            <strong>Whether you are signed in</strong>, in a cookie (<code>partilha_signed_in</code>): a yes-or-no hint
            that holds no account details, so our server knows whether to send the quick first view of a page meant for
            visitors. It is removed when you log out.
          </li>
        </ul>
      ),
    },
    {
      heading: 'What we do not use',
      body: (
        <p>
          No advertising cookies, no analytics or tracking cookies, no third-party trackers, and no profiling of your
          browsing. Nothing we keep in your browser is shared with anyone else.
        </p>
      ),
    },
    {
      heading: 'Why there is no cookie banner',
      body: (
        <p>
          EU and Portuguese law require consent for storage that is not needed for a service you asked for. Everything
          above is strictly necessary to sign you in, keep you signed in and show Partilha in the language you chose, so
          it needs no consent. If we ever add anything optional, we will ask first.
        </p>
      ),
    },
    {
      heading: 'Other sites',
      body: (
        <p>
          If you choose to sign in with another account provider, or follow our links to social networks, those sites
          set their own cookies under their own policies.
        </p>
      ),
    },
    {
      heading: 'Clearing it',
      body: (
        <p>
          Log out to remove your session, or clear this site’s data in your browser settings at any time. Questions:{' '}
          <MailLink address={SUPPORT_EMAIL} subject="Cookies" />. How we handle personal data in general is in the{' '}
          <PageLink to="/legal/privacy" />.
        </p>
      ),
    },
  ],
  related: ['/legal/privacy', '/legal/terms'],
};
