import { LISTING_LIMITS } from '@partilha/domain';
import { CategorySelect } from '@partilha/ui';
import { FormTextField } from '../../forms/FormTextField';
import { bindTextField, type ListingFieldsProps } from './listing-fields-props';

/** Title and category: what step 1 checks (spec 000 §4). */
export function BasicInfoFields(props: ListingFieldsProps) {
  const { values, errors, setValue, form, disabled } = props;
  return (
    <>
      <FormTextField
        label="Title"
        {...bindTextField(props, 'title')}
        required
        maxLength={LISTING_LIMITS.titleMax}
        placeholder={values.type === 'service' ? 'e.g. Furniture assembly in Lisbon' : 'e.g. Cordless drill'}
      />
      <CategorySelect
        mode="form"
        listingType={values.type}
        form={form}
        value={values.category}
        onChange={(category) => setValue('category', category)}
        error={errors.category?.[0]}
        disabled={disabled}
        fill
      />
    </>
  );
}
