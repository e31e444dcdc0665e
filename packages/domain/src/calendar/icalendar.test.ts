import { describe, expect, it } from 'vitest';
import { dayRuns, escapeCalendarText, foldCalendarLine, icalendarText } from './icalendar';

describe('iCalendar text', () => {
  it('groups days into runs of consecutive days, in order, once each', () => {
    expect(dayRuns(['2026-05-05', '2026-05-01', '2026-05-02', '2026-05-02', '2026-05-31', '2026-06-01'])).toEqual([
      { start: '2026-05-01', end: '2026-05-02' },
      { start: '2026-05-05', end: '2026-05-05' },
      { start: '2026-05-31', end: '2026-06-01' },
    ]);
    expect(dayRuns([])).toEqual([]);
  });

  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeCalendarText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldCalendarLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldCalendarLine('SHORT:line')).toBe('SHORT:line');
  });

  it('writes all-day events with an exclusive end, CRLF line ends and the stamp', () => {
    const text = icalendarText({
      name: 'Partilha — my bookings',
      stamp: new Date('2026-05-01T10:20:30.456Z'),
      events: [{ uid: 'b1-0@partilha', start: '2026-05-31', end: '2026-06-01', summary: 'Drill', status: 'TENTATIVE' }],
    });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
    expect(text).toContain('DTSTAMP:20260501T102030Z\r\n');
    expect(text).toContain('DTSTART;VALUE=DATE:20260531\r\nDTEND;VALUE=DATE:20260602\r\n');
    expect(text).toContain('STATUS:TENTATIVE\r\n');
  });
});
