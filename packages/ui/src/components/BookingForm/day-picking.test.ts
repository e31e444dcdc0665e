import { describe, expect, it } from 'vitest';
import { pickDay, type DayPicking } from './day-picking';

const none: DayPicking = { selected: [], rangeStart: null };
const anyDay = () => true;

describe('pickDay', () => {
  it('chooses a range with a first and a last click, skipping unavailable days', () => {
    const started = pickDay(none, '2026-05-11', 'range', anyDay);
    expect(started).toEqual({ selected: ['2026-05-11'], rangeStart: '2026-05-11' });
    const closed = new Set(['2026-05-13']);
    expect(pickDay(started, '2026-05-14', 'range', (day) => !closed.has(day))).toEqual({
      selected: ['2026-05-11', '2026-05-12', '2026-05-14'],
      rangeStart: null,
    });
  });

  it('takes a range picked backwards and adds it to days already chosen', () => {
    const picking: DayPicking = { selected: ['2026-05-02', '2026-05-20'], rangeStart: '2026-05-20' };
    expect(pickDay(picking, '2026-05-18', 'range', anyDay).selected).toEqual([
      '2026-05-02',
      '2026-05-18',
      '2026-05-19',
      '2026-05-20',
    ]);
  });

  it('removes a chosen day, and the range’s first day when clicked again', () => {
    const picking: DayPicking = { selected: ['2026-05-11', '2026-05-12'], rangeStart: null };
    expect(pickDay(picking, '2026-05-12', 'range', anyDay)).toEqual({ selected: ['2026-05-11'], rangeStart: null });
    const started = pickDay(none, '2026-05-11', 'range', anyDay);
    expect(pickDay(started, '2026-05-11', 'range', anyDay)).toEqual(none);
  });

  it('adds and removes single days, with gaps', () => {
    const one = pickDay(none, '2026-05-15', 'single', anyDay);
    const two = pickDay(one, '2026-05-11', 'single', anyDay);
    expect(two).toEqual({ selected: ['2026-05-11', '2026-05-15'], rangeStart: null });
    expect(pickDay(two, '2026-05-15', 'single', anyDay).selected).toEqual(['2026-05-11']);
  });
});
