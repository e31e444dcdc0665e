import { afterEach, describe, expect, it } from 'vitest';
import { formatEuros } from '../money/format-euros';
import { formatDate, formatDateRange, formatMonthYear } from '../time/format-date';
import { formatRelativeTime } from '../time/relative-time';
import { inLanguage, setActiveLanguage } from './active-language';

const NBSP = '\u00a0';
const pt = <T>(work: () => T) => inLanguage('pt-PT', work);

afterEach(() => setActiveLanguage('en'));

describe('pt-PT formats (issue 19)', () => {
  it('writes euros the European Portuguese way across boundaries', () => {
    expect(pt(() => formatEuros(0))).toBe(`0${NBSP}€`);
    expect(pt(() => formatEuros(1))).toBe(`1${NBSP}€`);
    expect(pt(() => formatEuros(0.5))).toBe(`0,50${NBSP}€`);
    expect(pt(() => formatEuros(999.99))).toBe(`999,99${NBSP}€`);
    expect(pt(() => formatEuros(1234.5))).toBe(`1${NBSP}234,50${NBSP}€`);
    expect(pt(() => formatEuros(1234567.891))).toBe(`1${NBSP}234${NBSP}567,89${NBSP}€`);
    expect(pt(() => formatEuros(-25.5))).toBe(`-25,50${NBSP}€`);
    expect(pt(() => formatEuros(Number.NaN))).toBe(`0${NBSP}€`);
    expect(formatEuros(1234.5)).toBe('€1,234.50');
  });

  it('writes dates with the month in words and a 24-hour clock', () => {
    expect(pt(() => formatDate('2026-11-25'))).toBe('25 de novembro de 2026');
    expect(pt(() => formatDate('2026-01-01'))).toBe('1 de janeiro de 2026');
    // 21:05 UTC in winter is 21:05 in Lisbon; in summer 13:05 UTC is 14:05.
    expect(pt(() => formatDate('2026-12-31T21:05:00Z', { withTime: true }))).toBe('31 de dezembro de 2026 às 21:05');
    expect(pt(() => formatDate('2026-07-01T13:05:00Z', { withTime: true }))).toBe('1 de julho de 2026 às 14:05');
    expect(pt(() => formatDate('2026-03-01T00:00:00Z', { withTime: true }))).toBe('1 de março de 2026 às 00:00');
    expect(pt(() => formatMonthYear('2026-03-15'))).toBe('março de 2026');
    expect(pt(() => formatDateRange('2026-11-25', '2026-11-27'))).toBe(
      '25 de novembro de 2026 - 27 de novembro de 2026',
    );
    expect(formatDate('2026-11-25')).toBe('Nov 25, 2026');
  });

  it('says how long ago in pt-PT, singular and plural', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const ago = (ms: number) => pt(() => formatRelativeTime(new Date(now.getTime() - ms), now));
    expect(ago(0)).toBe('Agora mesmo');
    expect(ago(59_999)).toBe('Agora mesmo');
    expect(ago(60_000)).toBe('há 1 min');
    expect(ago(59 * 60_000)).toBe('há 59 min');
    expect(ago(3_600_000)).toBe('há 1 h');
    expect(ago(23 * 3_600_000)).toBe('há 23 h');
    expect(ago(86_400_000)).toBe('há 1 dia');
    expect(ago(2 * 86_400_000)).toBe('há 2 dias');
    expect(ago(7 * 86_400_000)).toBe('18 de novembro de 2026');
  });
});
