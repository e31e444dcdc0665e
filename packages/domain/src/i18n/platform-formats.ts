import type { Language } from './language';

/**
 * Formats an app may take from its platform's `Intl` (issue 19: the apps format through the
 * browser). The domain's own formatters stay the reference and what the server uses (its JS engine
 * has no `Intl`); a unit test holds `Intl`'s answers to the domain's for both languages.
 */
export interface PlatformFormats {
  /** An amount of euros with `fractionDigits` decimals (0 for whole amounts, otherwise 2). */
  euros(amount: number, fractionDigits: 0 | 2, language: Language): string;
  /** A day of the marketplace calendar (a UTC midnight instant), optionally with a Lisbon time. */
  date(instant: Date, language: Language, withTime: boolean, isBareDay: boolean): string;
  monthYear(instant: Date, language: Language, isBareDay: boolean): string;
}

let platform: PlatformFormats | null = null;

export function setPlatformFormats(formats: PlatformFormats | null): void {
  platform = formats;
}

export function platformFormats(): PlatformFormats | null {
  return platform;
}
