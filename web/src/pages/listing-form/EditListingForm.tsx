import { Button, Card, Tag } from '@blueprintjs/core';
import { deleteListing, listingImageUrl, updateListing, usePocketBase } from '@partilha/data';
import {
  LISTING_MESSAGES,
  LISTING_PAGE_MESSAGES,
  LISTING_TYPE_LABELS,
  LISTING_VALIDATION_MESSAGES,
  listingFieldsFromForm,
  listingFormSchema,
  WIZARD_STEP_LABELS,
  type Listing,
} from '@partilha/domain';
import { ImageUploader, type ImageUploaderValue } from '@partilha/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../app/toaster';
import { useZodForm } from '../../forms/use-zod-form';
import { AvailabilityFields } from './AvailabilityFields';
import { BasicInfoFields } from './BasicInfoFields';
import { DeleteListingDialog } from '../../listings/DeleteListingDialog';
import { DetailsFields } from './DetailsFields';
import { FailureBanner } from './FailureBanner';
import type { ListingFieldsProps } from './listing-fields-props';
import { storedListingValues } from './listing-form-values';
import { PricingFields } from './PricingFields';
import { useListingSave } from './use-listing-save';

const AFTER_SAVE = '/account/listings';

/**
 * The single-page edit form (spec 000 §2, §4): the edit form's category and condition sets, the
 * listing's saved images kept (removable, reorderable) with new ones added after them, Update
 * ("Submitting..." while busy) and Delete with its confirmation.
 */
export function EditListingForm({ listing }: { listing: Listing }) {
  const client = usePocketBase();
  const navigate = useNavigate();
  const form = useZodForm(listingFormSchema, storedListingValues(listing));
  const [images, setImages] = useState<ImageUploaderValue>(() => ({
    existing: listing.images.map((name) => ({ id: name, url: listingImageUrl(client, listing, name, '300x300') })),
    files: [],
  }));
  const save = useListingSave();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const busy = save.busy || deleting;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = form.validate();
    if (!checked) {
      save.fail(LISTING_VALIDATION_MESSAGES.fixFormErrors);
      return;
    }
    const keep = images.existing.map((image) => image.id);
    const saved = await save.run(
      images.files,
      (add, onProgress) => updateListing(client, listing.id, listingFieldsFromForm(checked), { keep, add }, onProgress),
      LISTING_MESSAGES.submitFailed,
    );
    if (!saved) return;
    toast.success(LISTING_MESSAGES.updated);
    navigate(AFTER_SAVE);
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteListing(client, listing.id);
      toast.success(LISTING_MESSAGES.deleted);
      navigate(AFTER_SAVE);
    } catch {
      toast.error(LISTING_MESSAGES.deleteFailedRetry);
      setDeleting(false);
      setConfirmingDelete(false);
    }
  };

  const fields: ListingFieldsProps = {
    values: form.values,
    errors: form.errors,
    setValue: form.setValue,
    form: 'edit',
    disabled: busy,
  };
  const section = (id: string, title: string, body: ReactNode) => (
    <section className="listing-form__section" aria-labelledby={id}>
      <h2 id={id} className="listing-form__section-title">
        {title}
      </h2>
      {body}
    </section>
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
      <Card className="listing-form__card">
        <FailureBanner message={save.failure} />
        <p className="listing-form__type">
          {LISTING_PAGE_MESSAGES.typeIs} <Tag minimal>{LISTING_TYPE_LABELS[listing.type]}</Tag>
        </p>
        {section('edit-basic', WIZARD_STEP_LABELS.basicInfo, <BasicInfoFields {...fields} />)}
        {section('edit-details', WIZARD_STEP_LABELS.details, <DetailsFields {...fields} />)}
        {section('edit-pricing', WIZARD_STEP_LABELS.pricing, <PricingFields {...fields} />)}
        {section(
          'edit-images',
          WIZARD_STEP_LABELS.images,
          <ImageUploader
            {...images}
            onChange={setImages}
            onError={toast.error}
            progress={save.progress}
            disabled={busy}
          />,
        )}
        {section('edit-availability', WIZARD_STEP_LABELS.availability, <AvailabilityFields {...fields} />)}
        <div className="listing-form__actions">
          <Button
            intent="danger"
            variant="outlined"
            icon="trash"
            text={LISTING_PAGE_MESSAGES.deleteListing}
            disabled={busy}
            onClick={() => setConfirmingDelete(true)}
          />
          <Button
            type="submit"
            intent="primary"
            icon="floppy-disk"
            text={save.busy ? LISTING_MESSAGES.submitting : LISTING_MESSAGES.updateListing}
            disabled={busy}
          />
        </div>
      </Card>
      <DeleteListingDialog
        isOpen={confirmingDelete}
        deleting={deleting}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => void remove()}
      />
    </form>
  );
}
