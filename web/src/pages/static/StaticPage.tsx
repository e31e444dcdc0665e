import { STATIC_PAGE_TEXTS } from '@partilha/domain';
import { useLayoutEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../frame/use-document-title';
import { PageLink } from './content-links';
import { isStaticPagePath, sectionAnchorOf, staticPageTitle, type StaticPageContent } from './static-content';
import { staticPageContent } from './static-page-content';
import './static-page.css';

/** Long pages get a list of their sections at the top. */
const CONTENTS_FROM_SECTIONS = 5;

/**
 * One informational page (about, legal, support, company) of spec 001 §2, by its path in
 * STATIC_PAGES. An unknown path goes to /home, like any unknown route.
 */
export function StaticPage({ path }: { path: string }) {
  const known = isStaticPagePath(path);
  const title = known ? staticPageTitle(path) : '';
  useDocumentTitle(title);
  if (!known) return <Navigate to="/home" replace />;
  return <StaticPageBody title={title} content={staticPageContent(path)} />;
}

function StaticPageBody({ title, content }: { title: string; content: StaticPageContent }) {
  const { intro, lastUpdated, sections, related } = content;
  useScrollToSection();
  return (
    <article className="page page--narrow static-page" aria-labelledby="static-page-title">
      <h1 id="static-page-title" className="page__title">
        {title}
      </h1>
      {lastUpdated && <p className="static-page__updated">{STATIC_PAGE_TEXTS.lastUpdated(lastUpdated)}</p>}
      <p className="static-page__intro">{intro}</p>

      {sections.length >= CONTENTS_FROM_SECTIONS && (
        <nav className="static-page__contents" aria-label={STATIC_PAGE_TEXTS.onThisPage}>
          <p className="static-page__contents-title">{STATIC_PAGE_TEXTS.onThisPage}</p>
          <ul>
            {sections.map((section) => (
              <li key={section.heading}>
                <a href={`#${sectionAnchorOf(section)}`}>{section.heading}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {sections.map((section) => {
        const anchor = sectionAnchorOf(section);
        return (
          <section key={anchor} className="static-page__section" aria-labelledby={anchor}>
            <h2 id={anchor}>{section.heading}</h2>
            {section.body}
          </section>
        );
      })}

      {related.length > 0 && (
        <nav className="static-page__related" aria-labelledby="static-page-related">
          <h2 id="static-page-related">{STATIC_PAGE_TEXTS.readNext}</h2>
          <ul>
            {related.map((to) => (
              <li key={to}>
                <PageLink to={to} />
              </li>
            ))}
          </ul>
        </nav>
      )}
    </article>
  );
}

/**
 * Opened at a section's address (a statement of reasons links to `/legal/terms#acceptable-use`):
 * the page is drawn after the browser looked for the anchor, so go to the section once it exists.
 */
function useScrollToSection() {
  const { hash } = useLocation();
  useLayoutEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    const section = id ? document.getElementById(id) : null;
    if (typeof section?.scrollIntoView === 'function') section.scrollIntoView({ block: 'start' });
  }, [hash]);
}
