// The only file names the console suggests for an export (partilha-subscriptions-2026-11-25.csv,
// partilha-transparency-2026-11-25.json): a fixed shape, so a name from the renderer can never
// carry a path or another extension.
export const CSV_NAME_PATTERN = /^partilha-[a-z-]+-\d{4}-\d{2}-\d{2}\.(csv|json)$/;
export const MAX_CSV_NAME_LENGTH = 96;
/** Largest chunk one IPC call may carry; the renderer splits larger reads. */
export const MAX_CSV_CHUNK_BYTES = 1024 * 1024;
/** Largest session (JSON of PocketBase's { token, record }). */
export const MAX_SESSION_BYTES = 64 * 1024;

export function isCsvName(name: unknown): name is string {
  return typeof name === 'string' && name.length <= MAX_CSV_NAME_LENGTH && CSV_NAME_PATTERN.test(name);
}

/** How a save dialog offers, and a browser types, an export of this (already checked) name. */
export function exportFileType(name: string): { label: string; extension: 'csv' | 'json'; mime: string } {
  return name.endsWith('.json')
    ? { label: 'JSON', extension: 'json', mime: 'application/json;charset=utf-8' }
    : { label: 'CSV (comma-separated values)', extension: 'csv', mime: 'text/csv;charset=utf-8' };
}
