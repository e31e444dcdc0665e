import {
  csvFileName,
  lisbonIsoDate,
  TRANSPARENCY_FIELDS,
  type TransparencyRecord,
  type TransparencySummary,
} from '@partilha/domain';
import { appendAudit } from './audit-log';
import { exportRowsLabel, streamCsvExport } from './console-csv';
import { requireConsoleAction } from './console-guard';
import { queryChoice, queryReaderOf } from './console-query';
import { transparencyPeriod } from './moderation-transparency-period';
import {
  readStatementRows,
  STATEMENT_COLUMNS,
  STATEMENTS_FROM,
  statementsFilter,
  termsUrlOf,
  transparencyCells,
  transparencyRecordOfRow,
  type StatementRow,
} from './moderation-transparency-records';
import { transparencySummaryOf } from './moderation-transparency-summary';

/**
 * GET /api/moderation/transparency (the console's Transparency page) and its export, CSV or JSON
 * (docs/moderation-api.md "Transparency"). The export is the operators' and is audited as
 * `transparency.export`, like the console's other exports: the entry commits before the answer.
 */

const FORMATS = ['csv', 'json'] as const;
const WHAT = 'transparency';
const ROW_NOUN = 'statement';

export function moderationTransparency(e: PbRequestEvent): TransparencySummary {
  requireConsoleAction(e.auth, 'transparency.read');
  return transparencySummaryOf(e.app.db(), transparencyPeriod(queryReaderOf(e)));
}

export interface TransparencyExport {
  period: { from: string; to: string };
  summary: TransparencySummary;
  statements: TransparencyRecord[];
}

export function exportTransparency(e: PbRequestEvent, now: Date): void {
  const actor = requireConsoleAction(e.auth, 'transparency.export');
  const read = queryReaderOf(e);
  const period = transparencyPeriod(read);
  const format = queryChoice(read, 'format', FORMATS) || 'csv';
  const filters = { from: period.from, to: period.to, format };
  const termsUrl = termsUrlOf(e.app);

  if (format === 'csv') {
    streamCsvExport(
      e,
      actor,
      {
        what: WHAT,
        header: TRANSPARENCY_FIELDS,
        action: 'transparency.export',
        targetCollection: 'moderation_decisions',
        rowNoun: ROW_NOUN,
        from: STATEMENTS_FROM,
        createdColumn: 't.committedAt',
        idColumn: 't.id',
        columns: STATEMENT_COLUMNS,
        filter: statementsFilter(period),
        filters,
        cells: (row) => transparencyCells(transparencyRecordOfRow(row as StatementRow, termsUrl)),
      },
      now,
    );
    return;
  }

  let answer: TransparencyExport | null = null;
  e.app.runInTransaction((txApp) => {
    const db = txApp.db();
    const statements = readStatementRows(db, period).map((row) => transparencyRecordOfRow(row, termsUrl));
    answer = {
      period: { from: period.from, to: period.to },
      summary: transparencySummaryOf(db, period),
      statements,
    };
    appendAudit(txApp, {
      actor,
      action: 'transparency.export',
      targetCollection: 'moderation_decisions',
      targetId: '',
      targetLabel: exportRowsLabel(statements.length, ROW_NOUN),
      after: { rows: statements.length, filters },
      ip: e.realIP(),
    });
  });
  const headers = e.response.header();
  headers.set(
    'Content-Disposition',
    `attachment; filename="${csvFileName(WHAT, lisbonIsoDate(now)).replace(/\.csv$/, '.json')}"`,
  );
  headers.set('Access-Control-Expose-Headers', 'Content-Disposition');
  headers.set('Cache-Control', 'no-store');
  e.json(200, answer);
}
