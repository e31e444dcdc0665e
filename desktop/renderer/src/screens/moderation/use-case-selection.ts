import type { ModerationCase } from '@partilha/data';
import { useCallback, useMemo, useState } from 'react';
import { caseStateOf } from './moderation-format';

/**
 * The entries chosen for a bulk decision, kept as rows (not ids) so a choice survives paging and
 * filtering: the dialog needs each entry's kind and label even when its row is no longer shown.
 */
export function useCaseSelection(rows: readonly ModerationCase[]) {
  const [chosen, setChosen] = useState<ReadonlyMap<string, ModerationCase>>(new Map());

  const ids = useMemo(() => [...chosen.keys()], [chosen]);
  const onChange = useCallback(
    (next: string[]) =>
      setChosen((before) => {
        const byId = new Map(rows.map((row) => [row.id, row]));
        const kept = new Map<string, ModerationCase>();
        for (const id of next) {
          const entry = byId.get(id) ?? before.get(id);
          if (entry) kept.set(id, entry);
        }
        return kept;
      }),
    [rows],
  );
  const clear = useCallback(() => setChosen(new Map()), []);
  // Only open entries can be decided; one decided meanwhile (live) is left out.
  const decidable = useMemo(() => {
    const latest = new Map(rows.map((row) => [row.id, row]));
    return [...chosen.values()]
      .map((entry) => latest.get(entry.id) ?? entry)
      .filter((entry) => caseStateOf(entry) === 'open');
  }, [chosen, rows]);

  return { ids, onChange, clear, decidable };
}
