import { formatDate } from '@partilha/domain';
import { Link } from 'react-router-dom';
import { staticPageTitle, type StaticPagePath } from './static-content';

/** Our two public addresses. Support is by e-mail only: there is no phone line. */
export const SUPPORT_EMAIL = 'support@partilha.pt';
export const HELLO_EMAIL = 'hello@partilha.pt';

/** The day every legal page shows; change it (and the English line below) whenever one of them changes. */
export const LEGAL_LAST_UPDATED_DAY = '2026-11-22';
/** The English pages' way of writing that day. */
export const LEGAL_LAST_UPDATED = '22 November 2026';

/** That day as the Portuguese pages write it ("22 de novembro de 2026"), read while drawing. */
export function legalLastUpdatedPt(): string {
  return formatDate(LEGAL_LAST_UPDATED_DAY);
}

export function MailLink({ address, subject }: { address: string; subject?: string }) {
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return <a href={`mailto:${address}${query}`}>{address}</a>;
}

/** A link to another informational page, labelled with that page's title unless told otherwise. */
export function PageLink({ to, children }: { to: StaticPagePath; children?: string }) {
  return <Link to={to}>{children ?? staticPageTitle(to)}</Link>;
}

/**
 * A label of the app's own screens (a button, a tab) quoted in a page's prose, read from its
 * catalogue while drawing so the page says what the screen says in either language.
 */
export function UiText({ of }: { of: () => string }) {
  return <>{of()}</>;
}
