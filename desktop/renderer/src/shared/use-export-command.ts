import type { ConsoleCsvDownload } from '@partilha/data';
import { CONSOLE_MESSAGES, CONSOLE_SHELL_TEXTS } from '@partilha/domain';
import { useMemo } from 'react';
import { useConsole } from '../app/console-context';
import { useScreenCommands } from '../shell/commands';
import { useCsvExport } from './use-csv-export';

/** The screens whose table exports to CSV; each has an `<screen>.export` right and its toasts. */
export type ExportingScreen = 'bookings' | 'subscriptions' | 'audit';

/**
 * A screen's CSV export, offered in the palette (and, through the result, in its header) only
 * to those allowed to export: `start` runs the export of what the table currently matches.
 */
export function useExportCommand(
  screen: ExportingScreen,
  label: string,
  start: () => Promise<ConsoleCsvDownload>,
  keywords?: string[],
) {
  const { can } = useConsole();
  const { exporting, exportCsv } = useCsvExport(start, {
    exported: CONSOLE_MESSAGES[`${screen}Exported`],
    failed: CONSOLE_MESSAGES[`${screen}ExportFailed`],
  });
  const id = `${screen}.export` as const;
  const canExport = can(id);
  const commands = useMemo(
    () =>
      canExport
        ? [
            {
              id,
              label,
              group: CONSOLE_SHELL_TEXTS.groupActions,
              ...(keywords ? { keywords } : {}),
              run: () => void exportCsv(),
            },
          ]
        : [],
    [canExport, exportCsv, id, label, keywords],
  );
  useScreenCommands(screen, commands);
  return { canExport, exporting, exportCsv };
}
