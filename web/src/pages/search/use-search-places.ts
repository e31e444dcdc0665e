import { searchPlaces, usePocketBase, type SearchPlace } from '@partilha/data';
import { useEffect, useState } from 'react';

/**
 * The places with active listings, for the place select. Without them (still loading, or the
 * request failed) the select offers "Any place" and the typed place still filters.
 */
export function useSearchPlaces(): SearchPlace[] {
  const client = usePocketBase();
  const [places, setPlaces] = useState<SearchPlace[]>([]);
  useEffect(() => {
    let current = true;
    searchPlaces(client).then(
      (list) => current && setPlaces(list),
      () => current && setPlaces([]),
    );
    return () => {
      current = false;
    };
  }, [client]);
  return places;
}
