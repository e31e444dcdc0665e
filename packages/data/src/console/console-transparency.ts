import { csvFileName as csvFileNameOfDay, lisbonIsoDate, type TransparencySummary } from '@partilha/domain';
import type PocketBase from 'pocketbase';
import { z } from 'zod';
import { fetchExport, type ConsoleCsvDownload } from './console-csv';
import { consoleGet } from './console-request';

/** A period of the Transparency page: Lisbon calendar days, both included (YYYY-MM-DD). */
export interface TransparencyPeriod {
  from: string;
  to: string;
}

/** What the transparency export is written as: one row per statement, or the whole report. */
export const TRANSPARENCY_EXPORT_FORMATS = ['csv', 'json'] as const;
export type TransparencyExportFormat = (typeof TRANSPARENCY_EXPORT_FORMATS)[number];

const count = z.number().int().min(0);
const counts = z.record(z.string(), count);

export const transparencySummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  notices: z.object({ total: count, byReason: counts, byKind: counts, byOutcome: counts }),
  decisions: z.object({
    total: count,
    byType: counts,
    byGround: counts,
    bySource: counts,
    undone: count,
  }),
  medianHoursToDecision: z.number().min(0).nullable(),
  appeals: z.object({ total: count, open: count, granted: count, rejected: count, reversed: count }),
}) satisfies z.ZodType<TransparencySummary>;

export function transparencyQuery(period: TransparencyPeriod) {
  return { from: period.from, to: period.to };
}

/** `GET /api/moderation/transparency?from&to`: the period's figures. */
export function getTransparency(client: PocketBase, period: TransparencyPeriod): Promise<TransparencySummary> {
  return consoleGet(client, '/api/moderation/transparency', transparencySummarySchema, transparencyQuery(period));
}

/** `partilha-transparency-2026-11-25.csv` / `.json`, on the Lisbon day (as the server names it). */
export function transparencyFileName(format: TransparencyExportFormat, now: Date): string {
  const csv = csvFileNameOfDay('transparency', lisbonIsoDate(now));
  return format === 'csv' ? csv : csv.replace(/\.csv$/, '.json');
}

/** The server's file name from `Content-Disposition`, only when it is the export's own shape. */
export function transparencyFileNameFrom(header: string | null, format: TransparencyExportFormat): string | null {
  const match = /filename="?([^";]+)"?/i.exec(header ?? '');
  const name = match?.[1]?.trim() ?? '';
  return new RegExp(`^partilha-transparency-\\d{4}-\\d{2}-\\d{2}\\.${format}$`).test(name) ? name : null;
}

/**
 * `GET /api/moderation/transparency/export?from&to&format` (operators): resolves once the server
 * has accepted it, with the body still streaming, for the bridge to save as the other exports are.
 */
export async function exportTransparency(
  client: PocketBase,
  period: TransparencyPeriod,
  format: TransparencyExportFormat,
  now: Date,
): Promise<ConsoleCsvDownload> {
  const { headers, body } = await fetchExport(
    client,
    '/api/moderation/transparency/export',
    { ...transparencyQuery(period), format },
    format === 'csv' ? 'text/csv' : 'application/json',
  );
  return {
    fileName: transparencyFileNameFrom(headers.get('Content-Disposition'), format) ?? transparencyFileName(format, now),
    body,
  };
}
