import { createListing, useAuth, usePocketBase } from '@partilha/data';
import {
  checkListingProfileLocation,
  LISTING_MESSAGES,
  LISTING_PAGE_MESSAGES,
  LISTING_VALIDATION_MESSAGES,
  listingFieldsFromForm,
  wizardTypeFromPath,
  type ListingForm,
} from '@partilha/domain';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../../app/toaster';
import { useDocumentTitle } from '../../frame/use-document-title';
import { ListingWizard } from './ListingWizard';
import { useListingSave } from './use-listing-save';
import './listing-form.css';

/**
 * /create/service and /create/equipment (spec 000 §2, §4): the wizard starts as the type the path
 * names; the final submit checks the member and their profile location, then creates the listing
 * with its images and goes to My Listings.
 */
export function CreateListingPage() {
  useDocumentTitle(LISTING_PAGE_MESSAGES.createPageTitle);
  const type = wizardTypeFromPath(useLocation().pathname);
  const auth = useAuth();
  const client = usePocketBase();
  const navigate = useNavigate();
  const save = useListingSave();

  const submit = async (form: ListingForm, files: File[]) => {
    const user = auth.status === 'signedIn' ? auth.user : null;
    const problem = checkListingProfileLocation(user?.id, user);
    if (problem) {
      save.fail(problem);
      return;
    }
    const saved = await save.run(
      files,
      (images, onProgress) => createListing(client, listingFieldsFromForm(form), images, onProgress),
      LISTING_MESSAGES.createFailedRetry,
    );
    if (!saved) return;
    toast.success(LISTING_MESSAGES.created);
    navigate('/account/listings');
  };

  return (
    <section className="page listing-form-page" aria-labelledby="create-listing-title">
      <h1 id="create-listing-title" className="page__title">
        {LISTING_PAGE_MESSAGES.createPageTitle}
      </h1>
      <ListingWizard
        // Following a header link to the other type starts that type's wizard afresh.
        key={type}
        initialType={type}
        busy={save.busy}
        failure={save.failure}
        progress={save.progress}
        onNext={save.clearFailure}
        onSubmit={(form, files) => void submit(form, files)}
        onInvalid={() => save.fail(LISTING_VALIDATION_MESSAGES.fixFormErrors)}
      />
    </section>
  );
}
