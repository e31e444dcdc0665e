import { Button, Card } from '@blueprintjs/core';
import {
  LISTING_MESSAGES,
  LISTING_PAGE_MESSAGES,
  WIZARD_STEP_COUNT,
  WIZARD_STEPS,
  type ListingForm,
  type ListingType,
} from '@partilha/domain';
import { ImageUploader } from '@partilha/ui';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { toast } from '../../app/toaster';
import { AvailabilityFields } from './AvailabilityFields';
import { BasicInfoFields } from './BasicInfoFields';
import { DetailsFields } from './DetailsFields';
import { FailureBanner } from './FailureBanner';
import type { ListingFieldsProps } from './listing-fields-props';
import { PricingFields } from './PricingFields';
import { ReviewSummary } from './ReviewSummary';
import { TypeChoice } from './TypeChoice';
import { useListingWizard } from './use-listing-wizard';
import { WizardProgress } from './WizardProgress';

export interface ListingWizardProps {
  initialType: ListingType;
  /** Saving: every control is off and the last button reads "Processing...". */
  busy: boolean;
  /** The inline error banner of a refused save. */
  failure: string | null;
  /** Upload progress of each chosen file, keyed by `imageFileKey`. */
  progress: Readonly<Record<string, number>>;
  /** The whole form passed the final re-validation: save it with the files, in order. */
  onSubmit: (form: ListingForm, files: File[]) => void;
  /** The final re-validation failed; the wizard already shows the fields' messages. */
  onInvalid: () => void;
  /** "Next" was pressed: a banner about an earlier attempt is out of date. */
  onNext?: () => void;
}

/** The six-step create wizard (spec 000 §2, §4); saving is the caller's. */
export function ListingWizard({
  initialType,
  busy,
  failure,
  progress,
  onSubmit,
  onInvalid,
  onNext,
}: ListingWizardProps) {
  const wizard = useListingWizard(initialType);
  const { form, step, files } = wizard;
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // A new step moves the keyboard and screen reader to its heading (not on first load).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (step < WIZARD_STEP_COUNT) {
      onNext?.();
      wizard.next();
      return;
    }
    const checked = wizard.finalCheck();
    if (checked) onSubmit(checked, files);
    else onInvalid();
  };

  const fields: ListingFieldsProps = {
    values: form.values,
    errors: form.errors,
    setValue: form.setValue,
    form: 'wizard',
    disabled: busy,
  };
  const uploader = (readOnly: boolean) => (
    <ImageUploader
      existing={[]}
      files={files}
      onChange={(next) => wizard.setFiles(next.files)}
      onError={toast.error}
      progress={progress}
      disabled={busy}
      readOnly={readOnly}
    />
  );
  const bodies: Record<number, ReactNode> = {
    1: (
      <>
        <TypeChoice value={form.values.type} onChange={wizard.setType} />
        <BasicInfoFields {...fields} />
      </>
    ),
    2: <DetailsFields {...fields} />,
    3: <PricingFields {...fields} />,
    4: uploader(false),
    5: <AvailabilityFields {...fields} />,
    6: (
      <ReviewSummary
        values={form.values}
        images={
          files.length > 0 ? uploader(true) : <p className="review-section__empty">{LISTING_PAGE_MESSAGES.noImages}</p>
        }
        onEditStep={wizard.jumpTo}
        disabled={busy}
      />
    ),
  };
  const last = step === WIZARD_STEP_COUNT;

  return (
    <form className="listing-wizard" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <WizardProgress step={step} completed={wizard.completed} onJump={busy ? () => undefined : wizard.jumpTo} />
      <Card className="listing-form__card">
        <FailureBanner message={failure} />
        <h2 ref={heading} tabIndex={-1} className="listing-form__step-title">
          {WIZARD_STEPS[step - 1]?.label}
        </h2>
        {bodies[step]}
        <div className="listing-form__actions">
          <Button
            icon="arrow-left"
            text={LISTING_PAGE_MESSAGES.back}
            disabled={step === 1 || busy}
            onClick={wizard.back}
          />
          {last ? (
            <Button
              type="submit"
              intent="primary"
              icon="tick"
              text={busy ? LISTING_MESSAGES.processing : LISTING_MESSAGES.createListing}
              disabled={busy}
            />
          ) : (
            <Button
              type="submit"
              intent="primary"
              endIcon="arrow-right"
              text={LISTING_PAGE_MESSAGES.next}
              disabled={busy}
            />
          )}
        </div>
      </Card>
    </form>
  );
}
