import { countListings, usePocketBase, type SearchListingsFilter } from '@partilha/data';
import { useEffect, useState } from 'react';

/**
 * How many listings a search matches (GET /api/market/search/count), asked beside its first page
 * so that counting never delays the results. Null while it loads, and after a failure (the page
 * then shows no count; the results' own failure toast says enough).
 */
export function useListingCount(filter: SearchListingsFilter): number | null {
  const client = usePocketBase();
  const key = JSON.stringify(
    Object.entries(filter)
      .filter(([, value]) => value !== undefined && value !== '')
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  const [count, setCount] = useState<{ key: string; total: number | null }>({ key, total: null });
  useEffect(() => {
    let current = true;
    setCount({ key, total: null });
    countListings(client, Object.fromEntries(JSON.parse(key) as [string, unknown][]) as SearchListingsFilter).then(
      (total) => current && setCount({ key, total }),
      () => current && setCount({ key, total: null }),
    );
    return () => {
      current = false;
    };
  }, [client, key]);
  return count.key === key ? count.total : null;
}
