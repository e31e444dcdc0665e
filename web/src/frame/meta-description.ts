import { SITE_TEXTS } from '@partilha/domain';

const DESCRIPTION_MAX = 160;

/** A description from a page's data (a listing's text, a member's bio): one line, ≤ 160 characters. */
export function metaDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_MAX / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** A public profile's description: the member's bio, or what the page shows of them. */
export function profileMetaDescription(name: string, bio: string | undefined): string {
  return metaDescription(bio?.trim() ? bio : SITE_TEXTS.profileDescription(name));
}
