import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { isPriceBand, PRICE_BANDS, PRICE_FILTER_LABELS, SEARCH_MESSAGES, type PriceBand } from '@partilha/domain';
import { useId } from 'react';

/** The price-range select of the search filters: "Any price" and the five bands in euros (spec 000 §9). */
export function PriceRangeSelect({
  value,
  onChange,
}: {
  value: PriceBand | '';
  onChange: (value: PriceBand | '') => void;
}) {
  const id = useId();
  return (
    <FormGroup label={SEARCH_MESSAGES.priceRange} labelFor={id} className="listing-filters__field">
      <HTMLSelect
        id={id}
        value={value}
        fill
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          onChange(isPriceBand(chosen) ? chosen : '');
        }}
      >
        <option value="">{PRICE_FILTER_LABELS.anyPrice}</option>
        {PRICE_BANDS.map((band) => (
          <option key={band.value} value={band.value}>
            {band.label}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}
