import { LISTING_LIMITS, LISTING_PAGE_MESSAGES, translateText } from '@partilha/domain';
import { CategorySelect } from '@partilha/ui';
import { FormTextField } from '../../forms/FormTextField';
import { bindTextField, type ListingFieldsProps } from './listing-fields-props';

/** Title and category: what step 1 checks (spec 000 §4). */
export function BasicInfoFields(props: ListingFieldsProps) {
  const { values, errors, setValue, form, disabled } = props;
  return (
    <>
      <FormTextField
        label={LISTING_PAGE_MESSAGES.title}
        {...bindTextField(props, 'title')}
        required
        maxLength={LISTING_LIMITS.titleMax}
        placeholder={
          values.type === 'service'
            ? LISTING_PAGE_MESSAGES.titlePlaceholderService
            : LISTING_PAGE_MESSAGES.titlePlaceholderEquipment
        }
      />
      <CategorySelect
        mode="form"
        listingType={values.type}
        form={form}
        value={values.category}
        onChange={(category) => setValue('category', category)}
        error={errors.category?.[0] && translateText(errors.category[0])}
        disabled={disabled}
        fill
      />
    </>
  );
}
