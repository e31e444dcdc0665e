import { RadioCard, RadioGroup } from '@blueprintjs/core';
import {
  isListingType,
  LISTING_PAGE_MESSAGES,
  LISTING_TYPE_DESCRIPTIONS,
  LISTING_TYPE_LABELS,
  LISTING_TYPES,
  type ListingType,
} from '@partilha/domain';

/** Step 1's choice between a service and equipment (spec 000 §2); choosing swaps the form. */
export function TypeChoice({ value, onChange }: { value: ListingType; onChange: (type: ListingType) => void }) {
  return (
    <RadioGroup
      className="type-choice"
      label={LISTING_PAGE_MESSAGES.whatAreYouListing}
      selectedValue={value}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        if (isListingType(chosen)) onChange(chosen);
      }}
    >
      {LISTING_TYPES.map((type) => (
        <RadioCard key={type} value={type} className="type-choice__card" alignIndicator="start">
          <span className="type-choice__label">{LISTING_TYPE_LABELS[type]}</span>
          <span className="type-choice__description">{LISTING_TYPE_DESCRIPTIONS[type]}</span>
        </RadioCard>
      ))}
    </RadioGroup>
  );
}
