import { describe, expect, it } from 'vitest';
import { filterCommands, type PaletteCommand } from './filter-commands';
import { foldText } from './fold-text';

const run = () => {};
const COMMANDS: PaletteCommand[] = [
  { id: 'go-subs', label: 'Go to Subscrições', group: 'Go to', keywords: ['newsletter'], run },
  { id: 'export', label: 'Export subscriptions', group: 'Subscriptions', keywords: ['csv', 'download'], run },
  { id: 'theme', label: 'Switch theme', keywords: ['dark', 'light'], run },
  { id: 'go-sess', label: 'Abrir Sessão', group: 'Go to', run },
];

const ids = (query: string) => filterCommands(COMMANDS, query).flatMap((group) => group.commands.map((c) => c.id));

describe('foldText', () => {
  it('drops accents and case and collapses spaces', () => {
    expect(foldText('  Sessão  ÇÃO\tÉvora ')).toBe('sessao cao evora');
  });
});

describe('filterCommands', () => {
  it('lists everything for an empty query, ungrouped first, then groups by first appearance', () => {
    expect(filterCommands(COMMANDS, '  ').map((group) => group.name)).toEqual([undefined, 'Go to', 'Subscriptions']);
    expect(ids('')).toEqual(['theme', 'go-subs', 'go-sess', 'export']);
  });

  it('finds labels without the accents or the case the operator typed', () => {
    expect(ids('sessao')).toEqual(['go-sess']);
    expect(ids('SESSÃO')).toEqual(['go-sess']);
    expect(ids('subscricoes')).toEqual(['go-subs']);
  });

  it('finds by keywords, and every word must match', () => {
    expect(ids('csv')).toEqual(['export']);
    expect(ids('export csv')).toEqual(['export']);
    expect(ids('export dark')).toEqual([]);
    expect(ids('dark')).toEqual(['theme']);
  });

  it('does not match on the group name alone', () => {
    expect(ids('go to')).toEqual(['go-subs']);
  });
});
