import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { SearchPlace } from '@partilha/data';
import { foldPlace, SEARCH_MESSAGES } from '@partilha/domain';
import { useEffect, useId, useState } from 'react';

/**
 * The place filter: a select of the places with listings and their counts, and a field to type
 * any place (applied on Enter or when the field is left). Accents and case do not matter: the
 * server folds both sides, and the select shows a typed "evora" as its "Évora".
 */
export function PlaceFilter({
  place,
  places,
  onChange,
}: {
  place: string;
  places: SearchPlace[];
  onChange: (place: string) => void;
}) {
  const selectId = useId();
  const inputId = useId();
  const chosen = places.find((entry) => foldPlace(entry.city) === foldPlace(place));
  const [typed, setTyped] = useState(place);
  useEffect(() => setTyped(place), [place]);
  const apply = () => {
    if (typed.trim() !== place.trim()) onChange(typed.trim());
  };
  return (
    <>
      <FormGroup label={SEARCH_MESSAGES.placeLabel} labelFor={selectId} className="listing-filters__field">
        <HTMLSelect
          id={selectId}
          fill
          value={chosen ? chosen.city : place === '' ? '' : place}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          <option value="">{SEARCH_MESSAGES.anyPlace}</option>
          {!chosen && place !== '' && <option value={place}>{place}</option>}
          {places.map((entry) => (
            <option key={entry.city} value={entry.city}>
              {`${entry.city} (${entry.count})`}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={SEARCH_MESSAGES.placePlaceholder} labelFor={inputId} className="listing-filters__field">
        <InputGroup
          id={inputId}
          type="search"
          leftIcon="map-marker"
          value={typed}
          onValueChange={setTyped}
          onBlur={apply}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
      </FormGroup>
    </>
  );
}
