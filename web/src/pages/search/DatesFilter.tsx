import { FormGroup, InputGroup } from '@blueprintjs/core';
import { SEARCH_MESSAGES, translateText } from '@partilha/domain';
import { useId } from 'react';

/**
 * "Free on these dates": from and to, each a date field that cannot go before today. `problem` is
 * the domain's word on the range (searchDatesProblem); the search leaves the dates out meanwhile.
 */
export function DatesFilter({
  from,
  to,
  today,
  problem,
  onChange,
}: {
  from: string;
  to: string;
  today: string;
  problem: string | null;
  onChange: (range: { from: string; to: string }) => void;
}) {
  const fromId = useId();
  const toId = useId();
  const problemId = useId();
  const described = problem ? problemId : undefined;
  return (
    <fieldset className="search-dates listing-filters__field">
      <legend className="search-dates__legend">{SEARCH_MESSAGES.datesLabel}</legend>
      <div className="search-dates__fields">
        <FormGroup label={SEARCH_MESSAGES.fromLabel} labelFor={fromId}>
          <InputGroup
            id={fromId}
            type="date"
            min={today}
            value={from}
            intent={problem ? 'danger' : 'none'}
            aria-describedby={described}
            onValueChange={(value) => onChange({ from: value, to })}
          />
        </FormGroup>
        <FormGroup label={SEARCH_MESSAGES.toLabel} labelFor={toId}>
          <InputGroup
            id={toId}
            type="date"
            min={from || today}
            value={to}
            intent={problem ? 'danger' : 'none'}
            aria-describedby={described}
            onValueChange={(value) => onChange({ from, to: value })}
          />
        </FormGroup>
      </div>
      {problem && (
        <p id={problemId} className="search-dates__problem" role="alert">
          {translateText(problem)}
        </p>
      )}
    </fieldset>
  );
}
