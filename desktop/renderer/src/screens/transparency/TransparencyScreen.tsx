import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { getTransparency } from '@partilha/data';
import {
  CONSOLE_TRANSPARENCY_TEXTS as T,
  CONSOLE_SHELL_TEXTS,
  translateText,
  CONSOLE_UI_TEXTS,
} from '@partilha/domain';
import { useMemo } from 'react';
import { useConsole } from '../../app/console-context';
import { ScreenHeader } from '../../shell/ScreenHeader';
import type { ScreenProps } from '../../shell/screen-props';
import { useRemote } from '../../shared/use-remote';
import { PeriodPicker } from './PeriodPicker';
import { TransparencyFigures } from './TransparencyFigures';
import { readTransparencyPeriod } from './transparency-period';
import { useTransparencyExport } from './use-transparency-export';
import './transparency.css';

/**
 * The moderation figures of a period (EU DSA transparency reporting): notices, decisions, the
 * median time to decide, appeals; operators export the statements as CSV or the report as JSON.
 */
export default function TransparencyScreen({ params, setParams }: ScreenProps) {
  const { client } = useConsole();
  // A preset's days follow today; they are plain strings, so a render on the same day asks nothing new.
  const choice = readTransparencyPeriod(params, new Date());
  const { from, to, problem } = choice;
  const period = useMemo(() => (problem ? null : { from, to }), [from, to, problem]);
  const summary = useRemote(() => (period ? getTransparency(client, period) : Promise.resolve(null)), [client, period]);
  const shown = summary.data && period && summary.data.from === from && summary.data.to === to ? summary.data : null;
  const { canExport, csv, json } = useTransparencyExport(period);

  return (
    <div className="console-screen">
      <ScreenHeader
        title={CONSOLE_SHELL_TEXTS.transparency}
        subtitle={T.subtitle}
        actions={
          canExport && (
            <>
              <Button icon="download" disabled={!period} loading={csv.exporting} onClick={() => void csv.exportCsv()}>
                {T.exportCsv}
              </Button>
              <Button
                icon="download"
                disabled={!period}
                loading={json.exporting}
                onClick={() => void json.exportJson()}
              >
                {T.exportJson}
              </Button>
            </>
          )
        }
      />
      <PeriodPicker period={choice} onChange={setParams} />
      {problem && (
        <Callout intent="warning" role="alert" className="console-transparency__problem">
          {translateText(problem)}
        </Callout>
      )}
      {!problem && summary.error && (
        <Callout intent="danger" role="alert">
          <strong>{CONSOLE_UI_TEXTS.loadFailed}</strong> {summary.error}
        </Callout>
      )}
      {!problem &&
        !summary.error &&
        (shown ? (
          <TransparencyFigures summary={shown} />
        ) : (
          <NonIdealState icon={<Spinner aria-label={CONSOLE_SHELL_TEXTS.loading} />} />
        ))}
    </div>
  );
}
