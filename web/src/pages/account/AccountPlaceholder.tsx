import { useDocumentTitle } from '../../frame/use-document-title';
import { EmptyState } from '../shared/EmptyState';

/** A section of the account area whose content arrives with a later issue: it says so honestly. */
export function AccountPlaceholder({ title, description }: { title: string; description: string }) {
  useDocumentTitle(title);
  return (
    <section aria-labelledby="account-section-title">
      <h1 id="account-section-title" className="page__title">
        {title}
      </h1>
      <EmptyState icon="build" text="Coming soon" detail={description} />
    </section>
  );
}
