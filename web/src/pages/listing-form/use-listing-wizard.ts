import {
  canJumpToStep,
  listingFormSchema,
  validateWizardStep,
  WIZARD_STEP_COUNT,
  wizardStepFields,
  type ListingForm,
  type ListingType,
} from '@partilha/domain';
import { useCallback, useState } from 'react';
import { groupIssues, useZodForm, type FieldErrors } from '../../forms/use-zod-form';
import { newListingValues, switchListingType, type ListingFormValues } from './listing-form-values';

export type ListingFormErrors = FieldErrors<ListingFormValues>;

/** The domain's one-message-per-field errors in the shape the form shows. */
function asFormErrors(errors: Readonly<Record<string, string>>): ListingFormErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]]));
}

/** The first step that holds one of the fields in error; the review step when none does. */
function firstStepWithError(type: ListingType, errors: ListingFormErrors): number {
  for (let step = 1; step <= WIZARD_STEP_COUNT; step += 1) {
    if (wizardStepFields(type, step).some((field) => errors[field]?.length)) return step;
  }
  return WIZARD_STEP_COUNT;
}

/**
 * The create wizard's state (spec 000 §4): the current step, the completed ones, the values, the
 * chosen image files. "Next" checks only the current step's fields (the domain's per-type table)
 * and marks it completed; only completed steps can be jumped to; switching the type forgets the
 * completed steps, whose checks were those of the other type.
 */
export function useListingWizard(initialType: ListingType) {
  const form = useZodForm(listingFormSchema, newListingValues(initialType));
  const { values, setValues, setErrors } = form;
  const [step, setStep] = useState(1);
  const [completed, setCompleted] = useState<ReadonlySet<number>>(() => new Set());
  const [files, setFiles] = useState<File[]>([]);

  const next = useCallback((): boolean => {
    const check = validateWizardStep(values.type, step, values);
    setErrors(asFormErrors(check.errors));
    if (!check.valid) return false;
    setCompleted((done) => new Set(done).add(step));
    setStep((current) => Math.min(WIZARD_STEP_COUNT, current + 1));
    return true;
  }, [values, step, setErrors]);

  const back = useCallback(() => setStep((current) => Math.max(1, current - 1)), []);

  const jumpTo = useCallback(
    (target: number) => {
      if (canJumpToStep(target, completed)) setStep(target);
    },
    [completed],
  );

  const setType = useCallback(
    (type: ListingType) => {
      if (type === values.type) return;
      setValues(switchListingType(values, type));
      setErrors({});
      setCompleted(new Set());
    },
    [values, setValues, setErrors],
  );

  /**
   * The final re-validation of the whole form: the parsed form when every field passes; otherwise
   * null, with every message shown and the wizard on the first step that has one.
   */
  const finalCheck = useCallback((): ListingForm | null => {
    const result = listingFormSchema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const errors = groupIssues<ListingFormValues>(result.error.issues);
    setErrors(errors);
    setStep(firstStepWithError(values.type, errors));
    return null;
  }, [values, setErrors]);

  return { form, step, completed, files, setFiles, next, back, jumpTo, setType, finalCheck };
}

export type ListingWizardState = ReturnType<typeof useListingWizard>;
