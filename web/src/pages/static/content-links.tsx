import { Link } from 'react-router-dom';
import { staticPageTitle, type StaticPagePath } from './static-content';

/** Our two public addresses. Support is by e-mail only: there is no phone line. */
export const SUPPORT_EMAIL = 'support@partilha.pt';
export const HELLO_EMAIL = 'hello@partilha.pt';

/** The date every legal page shows; change it whenever one of them changes. */
export const LEGAL_LAST_UPDATED = '22 November 2026';

export function MailLink({ address, subject }: { address: string; subject?: string }) {
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return <a href={`mailto:${address}${query}`}>{address}</a>;
}

/** A link to another informational page, labelled with that page's title unless told otherwise. */
export function PageLink({ to, children }: { to: StaticPagePath; children?: string }) {
  return <Link to={to}>{children ?? staticPageTitle(to)}</Link>;
}
