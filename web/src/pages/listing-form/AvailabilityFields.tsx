import { translateText } from '@partilha/domain';
import { AvailabilityEditor } from '@partilha/ui';
import type { ListingFieldsProps } from './listing-fields-props';

/** The weekly hours; the form's check of them (step 5) shows its message under the days. */
export function AvailabilityFields({ values, errors, setValue, disabled }: ListingFieldsProps) {
  const error = errors.availability?.[0];
  return (
    <>
      <AvailabilityEditor
        value={values.availability}
        onChange={(availability) => setValue('availability', availability)}
        disabled={disabled}
      />
      {error && (
        <p role="alert" className="listing-form__error">
          {translateText(error)}
        </p>
      )}
    </>
  );
}
