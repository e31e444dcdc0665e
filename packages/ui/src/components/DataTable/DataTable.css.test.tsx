// @vitest-environment jsdom
// The table's own rules against Blueprint's, with both real stylesheets in the document (jsdom
// resolves the cascade by specificity): Blueprint aligns every HTMLTable cell left with
// `table.bp6-html-table th/td`, which a single class of ours does not outweigh.
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn } from './DataTable';
import { storySubscriptions, type StorySubscription } from './story-subscriptions';

const COLUMNS: DataTableColumn<StorySubscription>[] = [
  { id: 'email', header: 'Email', cell: (row) => row.email },
  { id: 'created', header: 'Date Subscribed', cell: (row) => row.created, sortable: true, align: 'end' },
];

// Read from disk: under jsdom vitest turns every CSS import, `?raw` too, into ''.
// (jsdom also gives modules an http import.meta.url, so paths come from __filename.)
const requireFromHere = createRequire(__filename);
const blueprintCss = readFileSync(requireFromHere.resolve('@blueprintjs/core/lib/css/blueprint.css'), 'utf8');
const dataTableCss = readFileSync(join(dirname(__filename), 'DataTable.css'), 'utf8');

const sheets: HTMLStyleElement[] = [];

beforeAll(() => {
  // Blueprint first, ours after, as packages/ui/src/styles.css imports them.
  for (const css of [blueprintCss, dataTableCss]) {
    const sheet = document.createElement('style');
    sheet.textContent = css;
    document.head.append(sheet);
    sheets.push(sheet);
  }
});

afterAll(() => {
  for (const sheet of sheets) sheet.remove();
});

describe('DataTable styles', () => {
  it('aligns `end` columns right in the header and the cells, and leaves the others left', () => {
    render(
      <DataTable
        label="Subscriptions"
        columns={COLUMNS}
        rows={storySubscriptions(2)}
        rowId={(row) => row.id}
        totalItems={2}
        page={1}
        perPage={25}
        onPageChange={() => {}}
        onSortChange={() => {}}
      />,
    );
    const table = screen.getByRole('table', { name: 'Subscriptions' });
    const alignOf = (element: HTMLElement) => getComputedStyle(element).textAlign;
    const [emailHeader, dateHeader] = within(table).getAllByRole('columnheader') as [HTMLElement, HTMLElement];
    expect(alignOf(dateHeader)).toBe('right');
    expect(alignOf(emailHeader)).toBe('left');
    for (const row of within(table).getAllByRole('row').slice(1)) {
      const [email, date] = within(row).getAllByRole('cell') as [HTMLElement, HTMLElement];
      expect(alignOf(date)).toBe('right');
      expect(alignOf(email)).toBe('left');
    }
  });
});
