import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvFileName, csvLine } from './csv';

describe('csv', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain@example.pt')).toBe('plain@example.pt');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+351')).toBe("'+351");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
  });

  it('keeps accents and ends lines with CRLF', () => {
    expect(csvLine(['João', 'Setúbal', 3, null])).toBe('João,Setúbal,3,\r\n');
    expect(CSV_BOM).toBe('\uFEFF');
  });

  it('names files by what and day', () => {
    expect(csvFileName('subscriptions', '2026-11-25')).toBe('partilha-subscriptions-2026-11-25.csv');
    expect(csvFileName('audit-log', '2026-01-05')).toBe('partilha-audit-log-2026-01-05.csv');
  });
});
