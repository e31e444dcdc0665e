import { Checkbox } from '@blueprintjs/core';
import { EQUIPMENT_FIELD_LABELS, LISTING_PAGE_MESSAGES } from '@partilha/domain';
import { bindTextField, type ListingFieldsProps } from './listing-fields-props';
import { PriceField } from './PriceField';

/** The price per hour or per day; equipment adds the refundable deposit and insurance (step 3). */
export function PricingFields(props: ListingFieldsProps) {
  const { values, setValue, disabled } = props;
  return (
    <>
      <PriceField
        label={values.type === 'service' ? LISTING_PAGE_MESSAGES.pricePerHour : LISTING_PAGE_MESSAGES.pricePerDay}
        {...bindTextField(props, 'price')}
        required
      />
      {values.type === 'equipment' && (
        <>
          <PriceField
            label={EQUIPMENT_FIELD_LABELS.deposit}
            {...bindTextField(props, 'deposit')}
            helperText={LISTING_PAGE_MESSAGES.depositHelp}
          />
          <Checkbox
            label={EQUIPMENT_FIELD_LABELS.insurance}
            checked={values.insurance}
            disabled={disabled}
            onChange={(event) => setValue('insurance', event.currentTarget.checked)}
          />
        </>
      )}
    </>
  );
}
