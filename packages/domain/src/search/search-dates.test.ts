import { describe, expect, it } from 'vitest';
import { SEARCH_DATES_MAX_DAYS, searchDatesProblem } from './search-dates';
import { resultCountText, SEARCH_MESSAGES } from './search-messages';

const today = '2026-11-27';

describe('searchDatesProblem', () => {
  it('accepts no dates, one day, and a range of the longest length', () => {
    expect(searchDatesProblem('', '', today)).toBeNull();
    expect(searchDatesProblem(today, today, today)).toBeNull();
    expect(searchDatesProblem('2026-12-01', '2027-02-28', today)).toBeNull();
  });

  it('refuses half a range, a malformed day, a reversed range, the past and a range too long', () => {
    expect(searchDatesProblem('2026-12-01', '', today)).toBe(SEARCH_MESSAGES.datesBoth);
    expect(searchDatesProblem('', '2026-12-01', today)).toBe(SEARCH_MESSAGES.datesBoth);
    expect(searchDatesProblem('2026-02-30', '2026-12-01', today)).toBe(SEARCH_MESSAGES.datesFormat);
    expect(searchDatesProblem('1/12/2026', '2026-12-01', today)).toBe(SEARCH_MESSAGES.datesFormat);
    expect(searchDatesProblem('2026-12-05', '2026-12-01', today)).toBe(SEARCH_MESSAGES.datesOrder);
    expect(searchDatesProblem('2026-11-26', '2026-12-01', today)).toBe(SEARCH_MESSAGES.datesPast);
    expect(searchDatesProblem('2026-12-01', '2027-03-01', today)).toBe(SEARCH_MESSAGES.datesTooLong);
  });

  it('names the longest range in its message', () => {
    expect(SEARCH_MESSAGES.datesTooLong).toContain(`${SEARCH_DATES_MAX_DAYS} days`);
  });
});

describe('resultCountText', () => {
  it('says one result in the singular', () => {
    expect(resultCountText(0)).toBe('0 results');
    expect(resultCountText(1)).toBe('1 result');
    expect(resultCountText(12)).toBe('12 results');
  });
});
