import { MARKETPLACE_TIME_ZONE, type PlatformFormats } from '@partilha/domain';

/**
 * The platform formats read from `Intl`, which every app installs at start-up
 * (`setPlatformFormats(intlFormats(Intl))`, issue 19). The server keeps the domain's own
 * formatters (its JS engine has no `Intl`); intl-formats.test.ts holds the two to the same output.
 */
export function intlFormats(intl: typeof Intl): PlatformFormats {
  const euroFormats = new Map<string, Intl.NumberFormat>();
  const dateFormats = new Map<string, Intl.DateTimeFormat>();
  const cached = <F>(map: Map<string, F>, key: string, make: () => F): F => {
    const found = map.get(key);
    if (found) return found;
    const made = make();
    map.set(key, made);
    return made;
  };
  return {
    euros(amount, fractionDigits, language) {
      const format = cached(
        euroFormats,
        `${language}:${fractionDigits}`,
        () =>
          new intl.NumberFormat(language === 'pt-PT' ? 'pt-PT' : 'en-US', {
            style: 'currency',
            currency: 'EUR',
            // 'always' (ES2023): pt-PT would otherwise leave four-digit amounts ungrouped ("1234,50 €").
            useGrouping: 'always' as unknown as boolean,
            minimumFractionDigits: fractionDigits,
            maximumFractionDigits: fractionDigits,
          }),
      );
      return format.format(amount);
    },
    date(instant, language, withTime, isBareDay) {
      const key = `${language}:${withTime}:${isBareDay}`;
      const format = cached(
        dateFormats,
        key,
        () =>
          new intl.DateTimeFormat(language === 'pt-PT' ? 'pt-PT' : 'en-US', {
            day: 'numeric',
            month: language === 'pt-PT' ? 'long' : 'short',
            year: 'numeric',
            timeZone: isBareDay ? 'UTC' : MARKETPLACE_TIME_ZONE,
            ...(withTime
              ? { hour: '2-digit', minute: '2-digit', hourCycle: language === 'pt-PT' ? 'h23' : 'h12' }
              : {}),
          }),
      );
      return format.format(instant);
    },
    monthYear(instant, language, isBareDay) {
      const format = cached(
        dateFormats,
        `${language}:month:${isBareDay}`,
        () =>
          new intl.DateTimeFormat(language === 'pt-PT' ? 'pt-PT' : 'en-US', {
            month: 'long',
            year: 'numeric',
            timeZone: isBareDay ? 'UTC' : MARKETPLACE_TIME_ZONE,
          }),
      );
      return format.format(instant);
    },
  };
}
