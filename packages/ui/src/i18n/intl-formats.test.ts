import { LANGUAGES, formatDate, formatEuros, formatMonthYear, inLanguage, setPlatformFormats } from '@partilha/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { intlFormats } from './intl-formats';

afterEach(() => setPlatformFormats(null));

describe("the apps' Intl formats agree with the domain's own", () => {
  const amounts = [0, 1, 0.5, 25, 25.5, 999.99, 1000, 1234.5, 1234567.891, -25.5, -1234];
  const instants = ['2026-01-05T09:05:00Z', '2026-07-01T23:30:00Z', '2026-03-29T00:59:00Z', '2026-12-31T12:00:00Z'];
  const days = ['2026-01-05', '2026-11-25', '2024-02-29'];

  for (const language of LANGUAGES) {
    it(`in ${language}`, () => {
      const read = () =>
        inLanguage(language, () => [
          ...amounts.map((amount) => formatEuros(amount)),
          ...instants.map((instant) => formatDate(instant, { withTime: true })),
          ...instants.map((instant) => formatDate(instant)),
          ...instants.map((instant) => formatMonthYear(instant)),
          ...days.map((day) => formatDate(day)),
          ...days.map((day) => formatMonthYear(day)),
        ]);
      const own = read();
      setPlatformFormats(intlFormats(Intl));
      expect(read()).toEqual(own);
    });
  }
});
