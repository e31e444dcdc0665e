import { exportTransparency, type TransparencyExportFormat, type TransparencyPeriod } from '@partilha/data';
import { CONSOLE_TRANSPARENCY_TEXTS as T, CONSOLE_SHELL_TEXTS, MODERATION_MESSAGES } from '@partilha/domain';
import { useMemo } from 'react';
import { useConsole } from '../../app/console-context';
import { useScreenCommands } from '../../shell/commands';
import { useCsvExport } from '../../shared/use-csv-export';

const TEXTS = {
  exported: MODERATION_MESSAGES.transparencyExported,
  failed: MODERATION_MESSAGES.transparencyExportFailed,
};

/**
 * The transparency report's two exports (operators only: `transparency.export`), saved through
 * the bridge as every console export is, and offered in the palette. `period` null (days the
 * server would refuse) offers nothing to run.
 */
export function useTransparencyExport(period: TransparencyPeriod | null) {
  const { client, can } = useConsole();
  const canExport = can('transparency.export');
  const start = (format: TransparencyExportFormat) => () => {
    if (!period) return Promise.reject(new Error(MODERATION_MESSAGES.invalidPeriod));
    return exportTransparency(client, period, format, new Date());
  };
  const csv = useCsvExport(start('csv'), TEXTS);
  const json = useCsvExport(start('json'), TEXTS);

  const { exportCsv } = csv;
  const exportJson = json.exportCsv;
  const commands = useMemo(
    () =>
      canExport && period
        ? [
            {
              id: 'transparency.export.csv',
              label: T.exportCsvCommand,
              group: CONSOLE_SHELL_TEXTS.groupActions,
              run: () => void exportCsv(),
            },
            {
              id: 'transparency.export.json',
              label: T.exportJsonCommand,
              group: CONSOLE_SHELL_TEXTS.groupActions,
              run: () => void exportJson(),
            },
          ]
        : [],
    [canExport, period, exportCsv, exportJson],
  );
  useScreenCommands('transparency', commands);

  return { canExport, csv, json: { exporting: json.exporting, exportJson } };
}
