/** Qualifications and specifications are typed one per line; blank lines are dropped (spec 000 §5). */
export function splitLines(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The textarea text for a stored list. */
export function joinLines(lines: readonly string[] | null | undefined): string {
  return (lines ?? []).join('\n');
}
