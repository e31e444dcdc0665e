import type { ReactNode } from 'react';
import { STATIC_PAGES, type StaticPagePath } from '../shared/static-pages';

export { staticPageTitle, type StaticPagePath } from '../shared/static-pages';

/** One titled part of a page; it renders as an h2 followed by its body. */
export interface StaticSection {
  heading: string;
  /**
   * The section's anchor when it must not follow the heading: a translated section that other
   * pages link to by the English anchor (the terms clauses a moderation decision cites).
   */
  anchor?: string;
  body: ReactNode;
}

/** The words of one informational page. Its title comes from STATIC_PAGES, never from here. */
export interface StaticPageContent {
  /** One or two sentences shown under the title. */
  intro: ReactNode;
  /** Legal pages say when they last changed. */
  lastUpdated?: string;
  sections: readonly StaticSection[];
  /** Pages worth reading next, shown at the foot of the page. */
  related: readonly StaticPagePath[];
}

export type StaticContentMap<P extends StaticPagePath> = Readonly<Record<P, StaticPageContent>>;

export function isStaticPagePath(path: string): path is StaticPagePath {
  return STATIC_PAGES.some((page) => page.path === path);
}

/** A stable anchor for a section heading: "Your rights (GDPR)" → "your-rights-gdpr". */
export function sectionAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The anchor a section is drawn with: its own, else its heading's. */
export function sectionAnchorOf(section: StaticSection): string {
  return section.anchor ?? sectionAnchor(section.heading);
}
