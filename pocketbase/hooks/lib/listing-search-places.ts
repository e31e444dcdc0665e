/** One spelling of a place and how many active listings use it (listings_search_counts). */
export interface PlaceCount {
  /** The folded city (foldPlace): what the place filter compares. */
  folded: string;
  /** The city as a listing writes it. */
  spelling: string;
  count: number;
}

/** A place of GET /api/market/places: its most common spelling and its active listings. */
export interface Place {
  city: string;
  count: number;
}

/**
 * The place list: spellings that fold alike are one place ("Évora" and "évora"), shown in the
 * spelling most listings use (on a tie, the first in code-point order), sorted by that name.
 * The route is Go (pocketbase/market/search_places.go); this is the definition tests/conformance
 * holds it to.
 */
export function placeList(counts: readonly PlaceCount[]): Place[] {
  const byPlace: { [folded: string]: { city: string; best: number; count: number } } = {};
  const order: string[] = [];
  for (const entry of counts) {
    const place = byPlace[entry.folded];
    if (!place) {
      byPlace[entry.folded] = { city: entry.spelling, best: entry.count, count: entry.count };
      order.push(entry.folded);
      continue;
    }
    place.count += entry.count;
    if (entry.count > place.best || (entry.count === place.best && entry.spelling < place.city)) {
      place.city = entry.spelling;
      place.best = entry.count;
    }
  }
  order.sort();
  return order.map((folded) => {
    const place = byPlace[folded] as { city: string; count: number };
    return { city: place.city, count: place.count };
  });
}
