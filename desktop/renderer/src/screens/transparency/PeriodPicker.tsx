import { Button, ButtonGroup } from '@blueprintjs/core';
import { CONSOLE_TRANSPARENCY_TEXTS as T, formatDate } from '@partilha/domain';
import type { ParamChanges } from '../../routing/use-hash-route';
import { DateFilter } from '../../shared/DateFilter';
import { periodPresetLabel, PERIOD_PRESETS, presetParams, type TransparencyPeriodChoice } from './transparency-period';

export interface PeriodPickerProps {
  period: TransparencyPeriodChoice;
  onChange: (changes: ParamChanges) => void;
}

/** The report's period: a preset, or any Lisbon days with the console's date filters. */
export function PeriodPicker({ period, onChange }: PeriodPickerProps) {
  return (
    <div className="console-period" role="group" aria-label={T.period}>
      <ButtonGroup>
        {PERIOD_PRESETS.map((preset) => (
          <Button
            key={preset}
            active={period.preset === preset}
            // Blueprint's "active" grey is hard to see in the dark theme: the chosen period is blue.
            intent={period.preset === preset ? 'primary' : 'none'}
            aria-pressed={period.preset === preset}
            onClick={() => onChange(presetParams(preset, period))}
          >
            {periodPresetLabel(preset)}
          </Button>
        ))}
      </ButtonGroup>
      {period.preset === 'custom' ? (
        <>
          <DateFilter label={T.from} value={period.from} onChange={(from) => onChange({ from })} />
          <DateFilter label={T.to} value={period.to} onChange={(to) => onChange({ to })} />
        </>
      ) : (
        <span className="console-period__days" aria-live="polite">
          {formatDate(period.from)} – {formatDate(period.to)}
        </span>
      )}
    </div>
  );
}
