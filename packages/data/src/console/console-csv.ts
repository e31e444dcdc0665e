import { csvFileName as csvFileNameOfDay, lisbonIsoDate } from '@partilha/domain';
import type PocketBase from 'pocketbase';
import type { ConsoleError } from './console-error';
import { toConsoleError } from './console-error';
import { auditQuery, type AuditFilters } from './console-audit';
import { bookingsQuery, type BookingFilters } from './console-bookings';
import { consoleSearchString } from './console-query';
import { subscriptionsQuery, type SubscriptionFilters } from './console-subscriptions';

/** The console's CSV exports, each a server route that streams every matching row. */
export type ConsoleCsvKind = 'subscriptions' | 'bookings' | 'audit-log';

const EXPORT_PATHS: Record<ConsoleCsvKind, string> = {
  subscriptions: '/api/console/subscriptions/export',
  bookings: '/api/console/bookings/export',
  'audit-log': '/api/console/audit/export',
};

/** `partilha-subscriptions-2026-11-25.csv`: the day is the marketplace's (Europe/Lisbon). */
export function csvFileName(kind: ConsoleCsvKind, now: Date): string {
  return csvFileNameOfDay(kind, lisbonIsoDate(now));
}

/** The file name the server chose in `Content-Disposition`, when it is one of ours. */
export function fileNameFromDisposition(header: string | null): string | null {
  const match = /filename="?([^";]+)"?/i.exec(header ?? '');
  const name = match?.[1]?.trim() ?? '';
  return /^partilha-[a-z-]+-\d{4}-\d{2}-\d{2}\.csv$/.test(name) ? name : null;
}

/** A CSV download on its way: the bridge streams `body` to the file the operator picks. */
export interface ConsoleCsvDownload {
  fileName: string;
  body: ReadableStream<Uint8Array>;
}

async function refusal(response: Response): Promise<ConsoleError> {
  let message = '';
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') message = body.message;
  } catch {
    // Not JSON: the status alone says what happened.
  }
  return toConsoleError({ status: response.status, response: { message } });
}

/**
 * Starts an export (CSV, or the transparency JSON) and resolves once the server has accepted it
 * (headers read), with the body still streaming — never buffered here, so 100,000 rows cost no
 * memory in the console. Fetch is used (not the SDK's `send`, which parses JSON) with the session
 * token as `Authorization`; a refusal rejects with the server's message.
 */
export async function fetchExport(
  client: PocketBase,
  path: string,
  query: Readonly<Record<string, string | number | boolean | null | undefined>>,
  accept: string,
): Promise<{ headers: Headers; body: ReadableStream<Uint8Array> }> {
  const search = consoleSearchString(query);
  const url = client.buildURL(path) + (search ? `?${search}` : '');
  let response: Response;
  try {
    response = await fetch(url, { headers: { Authorization: client.authStore.token, Accept: accept } });
  } catch (error) {
    throw toConsoleError(error);
  }
  if (!response.ok || !response.body) throw await refusal(response);
  return { headers: response.headers, body: response.body };
}

/** A CSV export of one of the console's tables, named as the server names it (or on the Lisbon day). */
export async function startCsvExport(
  client: PocketBase,
  kind: ConsoleCsvKind,
  query: Readonly<Record<string, string | number | boolean | null | undefined>>,
  now: Date,
): Promise<ConsoleCsvDownload> {
  const { headers, body } = await fetchExport(client, EXPORT_PATHS[kind], query, 'text/csv');
  return {
    fileName: fileNameFromDisposition(headers.get('Content-Disposition')) ?? csvFileName(kind, now),
    body,
  };
}

export const exportSubscriptionsCsv = (client: PocketBase, filters: SubscriptionFilters, now: Date) =>
  startCsvExport(client, 'subscriptions', subscriptionsQuery(filters), now);

export const exportBookingsCsv = (client: PocketBase, filters: BookingFilters, now: Date) =>
  startCsvExport(client, 'bookings', bookingsQuery(filters), now);

export const exportAuditCsv = (client: PocketBase, filters: AuditFilters, now: Date) =>
  startCsvExport(client, 'audit-log', auditQuery(filters), now);
