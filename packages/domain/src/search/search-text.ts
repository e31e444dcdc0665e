/** Search text matches the title, description or category, ignoring case (spec 000 §5). */
export function matchesSearchText(
  listing: { title?: string; description?: string; category?: string },
  search: string | null | undefined,
): boolean {
  const needle = (search ?? '').trim().toLowerCase();
  if (needle === '') return true;
  return [listing.title, listing.description, listing.category].some((field) =>
    (field ?? '').toLowerCase().includes(needle),
  );
}
