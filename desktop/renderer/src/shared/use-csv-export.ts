import type { ConsoleCsvDownload } from '@partilha/data';
import { useCallback, useRef, useState } from 'react';
import { useConsole } from '../app/console-context';
import { toast } from '../app/toaster';

export interface CsvExportTexts {
  exported: string;
  failed: string;
}

/**
 * Runs a CSV export: the server streams it, the bridge writes it (a save dialog in Electron, a
 * download in a browser). A toast says it worked or failed; cancelling the save dialog says
 * nothing, because nothing went wrong. `exportCsv` keeps its identity across renders (it reads
 * the latest `start` and texts), so palette commands built on it do not re-register each render.
 */
export function useCsvExport(start: () => Promise<ConsoleCsvDownload>, texts: CsvExportTexts) {
  const { bridge } = useConsole();
  const [exporting, setExporting] = useState(false);
  const running = useRef(false);
  const latest = useRef({ start, texts });
  latest.current = { start, texts };

  const exportCsv = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setExporting(true);
    const { start: begin, texts: words } = latest.current;
    try {
      const download = await begin();
      const outcome = await bridge.saveCsv(download.fileName, download.body);
      if (outcome === 'saved') toast.success(words.exported);
    } catch {
      toast.error(words.failed);
    } finally {
      running.current = false;
      setExporting(false);
    }
  }, [bridge]);

  return { exporting, exportCsv };
}
