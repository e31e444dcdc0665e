import { Spinner } from '@blueprintjs/core';
import { FRAME_MESSAGES } from '@partilha/domain';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { useRouteMeta } from './use-document-title';

/** Header, page body, footer (spec 001 §2 Page frame); each route's title and description (route-meta.ts). */
export function PageFrame() {
  useRouteMeta();
  return (
    <div className="page-frame">
      <a className="skip-link" href="#main">
        {FRAME_MESSAGES.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" className="page-frame__main" tabIndex={-1}>
        {/* Pages load as their own chunks; header and footer stay while one arrives. */}
        <Suspense
          fallback={
            <div className="page page--centered" role="status">
              <Spinner aria-label={FRAME_MESSAGES.loadingPage} />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
