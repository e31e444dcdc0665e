import { Button, Callout, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import {
  REVIEW_CATEGORIES,
  REVIEW_LIMITS,
  reviewCategoryLabel,
  reviewContentCounter,
  reviewFormSchema,
  translateText,
  type ReviewForm as ReviewFormValues,
  type ReviewType,
} from '@partilha/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { cls } from '../../classes';
import { REVIEW_FORM_FIELDS, reviewFormErrors, type ReviewFormField } from './review-form-errors';
import { REVIEW_FORM_TEXTS as T } from './review-form-texts';
import { StarRatingInput } from './StarRatingInput';

export interface ReviewFormProps {
  /** Which categories are asked: listing, owner (cleanliness as "Equipment Condition") or renter. */
  reviewType: ReviewType;
  /** To edit a review: its values. A new review starts unrated, every category at 0. */
  initialValues?: Partial<ReviewFormValues>;
  /** The checked, trimmed values, every category of the type included (0 = not rated). */
  onSubmit: (values: ReviewFormValues) => void;
  /** Adds a Cancel button, e.g. in the review dialog. */
  onCancel?: () => void;
  /** The review is being sent: the fields wait, the button spins. */
  submitting?: boolean;
  /** Why the last submission failed, e.g. "Failed to submit review. Please try again.". */
  error?: string | null;
  /** Defaults to "Submit Review". */
  submitLabel?: string;
  className?: string;
}

function startingValues(reviewType: ReviewType, initial: Partial<ReviewFormValues> = {}): ReviewFormValues {
  const categoryRatings: Record<string, number> = {};
  for (const category of REVIEW_CATEGORIES[reviewType]) categoryRatings[category] = 0;
  return {
    overallRating: initial.overallRating ?? 0,
    title: initial.title ?? '',
    content: initial.content ?? '',
    categoryRatings: { ...categoryRatings, ...initial.categoryRatings },
  };
}

/**
 * The review form (spec 001 §2 review dialog, §5): overall rating, the category ratings of the
 * review type, title, and the text with its 500-character counter. The domain's review form schema
 * checks it and gives the spec's messages; they show once a field is left or a submit is tried.
 */
export function ReviewForm({
  reviewType,
  initialValues,
  onSubmit,
  onCancel,
  submitting = false,
  error,
  submitLabel = T.submit,
  className,
}: ReviewFormProps) {
  const ids = useId();
  const [values, setValues] = useState(() => startingValues(reviewType, initialValues));
  const [shown, setShown] = useState<ReadonlySet<ReviewFormField>>(new Set());
  const fields = useRef<Partial<Record<ReviewFormField, HTMLElement | null>>>({});
  const errors = reviewFormErrors(values);
  // The length limit is shown as soon as it is passed, like the counter beside it.
  const errorOf = (field: ReviewFormField) =>
    shown.has(field) || (field === 'content' && values.content.length > REVIEW_LIMITS.contentMax)
      ? errors[field]
      : undefined;
  const show = (field: ReviewFormField) => setShown((current) => new Set(current).add(field));
  const set = (patch: Partial<ReviewFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const parsed = reviewFormSchema.safeParse(values);
    if (parsed.success) {
      onSubmit(parsed.data);
      return;
    }
    setShown(new Set(REVIEW_FORM_FIELDS));
    const firstInvalid = REVIEW_FORM_FIELDS.find((field) => errors[field]);
    if (firstInvalid) fields.current[firstInvalid]?.focus();
  };

  const contentError = errorOf('content');
  const titleError = errorOf('title');

  return (
    <form className={[cls('review-form'), className].filter(Boolean).join(' ')} onSubmit={submit} noValidate>
      <StarRatingInput
        label={T.overallRating}
        value={values.overallRating}
        onChange={(overallRating) => {
          set({ overallRating });
          show('overallRating');
        }}
        required
        size="lg"
        disabled={submitting}
        error={errorOf('overallRating')}
        inputRef={(element) => {
          fields.current.overallRating = element;
        }}
      />
      <fieldset className={cls('review-form-categories')} disabled={submitting}>
        <legend className={cls('review-form-legend')}>
          {T.categoryRatings} <span className={cls('review-form-info')}>{T.optional}</span>
        </legend>
        {REVIEW_CATEGORIES[reviewType].map((category, index) => (
          <StarRatingInput
            key={category}
            label={reviewCategoryLabel(category)}
            value={values.categoryRatings[category] ?? 0}
            onChange={(rating) => set({ categoryRatings: { ...values.categoryRatings, [category]: rating } })}
            clearable
            disabled={submitting}
            error={index === 0 ? errorOf('categoryRatings') : undefined}
            inputRef={
              index === 0
                ? (element) => {
                    fields.current.categoryRatings = element;
                  }
                : undefined
            }
          />
        ))}
      </fieldset>
      <FormGroup
        label={T.title}
        labelFor={`${ids}-title`}
        labelInfo={T.required}
        intent={titleError ? 'danger' : 'none'}
        helperText={titleError && <span id={`${ids}-title-error`}>{titleError}</span>}
        className={cls('review-form-field')}
      >
        <InputGroup
          id={`${ids}-title`}
          inputRef={(element) => {
            fields.current.title = element;
          }}
          value={values.title}
          disabled={submitting}
          intent={titleError ? 'danger' : 'none'}
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? `${ids}-title-error` : undefined}
          onChange={(event) => set({ title: event.currentTarget.value })}
          onBlur={() => show('title')}
        />
      </FormGroup>
      <FormGroup
        label={T.content}
        labelFor={`${ids}-content`}
        labelInfo={T.required}
        intent={contentError ? 'danger' : 'none'}
        helperText={
          <span className={cls('review-form-content-help')}>
            <span id={`${ids}-content-error`}>{contentError ?? ''}</span>
            <span id={`${ids}-content-count`}>{reviewContentCounter(values.content)}</span>
          </span>
        }
        className={cls('review-form-field')}
      >
        <TextArea
          id={`${ids}-content`}
          className={cls('review-form-content')}
          inputRef={(element) => {
            fields.current.content = element;
          }}
          value={values.content}
          rows={5}
          fill
          disabled={submitting}
          intent={contentError ? 'danger' : 'none'}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={`${ids}-content-error ${ids}-content-count`}
          onChange={(event) => set({ content: event.currentTarget.value })}
          onBlur={() => show('content')}
        />
      </FormGroup>
      {error && (
        <Callout intent="danger" compact role="alert">
          {translateText(error)}
        </Callout>
      )}
      <div className={cls('review-form-actions')}>
        {onCancel && <Button text={T.cancel} onClick={onCancel} disabled={submitting} />}
        <Button type="submit" intent="primary" text={submitLabel} loading={submitting} />
      </div>
    </form>
  );
}
