import { translateText } from '@partilha/domain';
import type { ListingFormValues } from './listing-form-values';
import type { ListingFormErrors } from './use-listing-wizard';

/** What each group of listing fields gets from the wizard or the edit form. */
export interface ListingFieldsProps {
  values: ListingFormValues;
  errors: ListingFormErrors;
  setValue: <K extends keyof ListingFormValues>(name: K, value: ListingFormValues[K]) => void;
  /** The wizard and the edit form offer different category and condition sets (spec 000 §3). */
  form: 'wizard' | 'edit';
  disabled?: boolean;
}

/**
 * The listing fields held as the text of their input: the string ones, so not the type (a fixed
 * pair of values), insurance or availability. `string extends K` leaves out the index signature.
 */
export type ListingTextFieldName = keyof {
  [K in keyof ListingFormValues as string extends K ? never : string extends ListingFormValues[K] ? K : never]: true;
};

/** What a text, choice or price input of one field needs from the form. */
export interface BoundTextField {
  value: string;
  onChange: (value: string) => void;
  errors: readonly string[] | undefined;
  disabled: boolean | undefined;
}

/**
 * The value, change handler, errors and disabled state of one field, so a field names itself once
 * and its value, errors and updates cannot come from different fields.
 */
export function bindTextField(
  { values, errors, setValue, disabled }: ListingFieldsProps,
  name: ListingTextFieldName,
): BoundTextField {
  // The schema's messages were written in English when it was built: shown in the page's language.
  const shown = errors[name]?.map(translateText);
  return { value: values[name], onChange: (value) => setValue(name, value), errors: shown, disabled };
}
