import { useCallback, useState } from 'react';

/**
 * Which columns a table shows, remembered per table on this machine (a preference, not a
 * filter: it stays out of the shareable hash).
 */
export function useColumnVisibility(table: string) {
  const key = `partilha-console.columns.${table}`;
  const [visibility, setVisibility] = useState<Record<string, boolean>>(() => {
    try {
      const stored = JSON.parse(window.localStorage.getItem(key) ?? '{}') as unknown;
      if (stored && typeof stored === 'object' && !Array.isArray(stored)) {
        return Object.fromEntries(Object.entries(stored).filter(([, shown]) => typeof shown === 'boolean'));
      }
    } catch {
      // A damaged preference shows every column.
    }
    return {};
  });

  const change = useCallback(
    (next: Record<string, boolean>) => {
      setVisibility(next);
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Not remembered; still applied.
      }
    },
    [key],
  );

  return [visibility, change] as const;
}
