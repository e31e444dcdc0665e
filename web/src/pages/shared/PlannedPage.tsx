import { COMMON_MESSAGES } from '@partilha/domain';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../frame/use-document-title';
import { EmptyState } from './EmptyState';

/**
 * Placeholder for a route whose page lands with a later issue (issue 2 allows a plain "coming
 * soon" section): the route resolves and says honestly that the page is not ready.
 */
export function PlannedPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <section className="page page--narrow" aria-labelledby="planned-title">
      <h1 id="planned-title" className="page__title">
        {title}
      </h1>
      <EmptyState
        icon="build"
        text={COMMON_MESSAGES.comingSoon}
        detail={COMMON_MESSAGES.stillBeingBuilt}
        action={<Link to="/home">{COMMON_MESSAGES.backToHome}</Link>}
      />
    </section>
  );
}
