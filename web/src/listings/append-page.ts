/**
 * The list after "Load More": the next page appended, leaving out any listing already shown. The
 * keyset cursor never repeats a row, but a listing edited or re-ordered between two requests
 * could otherwise show twice (and React keys must stay unique).
 */
export function appendPage<T extends { listing: { id: string } }>(shown: readonly T[], next: readonly T[]): T[] {
  const seen = new Set(shown.map((item) => item.listing.id));
  const added: T[] = [];
  for (const item of next) {
    if (seen.has(item.listing.id)) continue;
    seen.add(item.listing.id);
    added.push(item);
  }
  return [...shown, ...added];
}
