import { DEFAULT_LANGUAGE, type Language } from './language';

/**
 * The language texts and formats are read in. An app sets it once from the visitor's choice and
 * draws again when it changes; the server reads in English (the API speaks the spec's texts) and
 * switches only for the length of one synchronous piece of work, such as an e-mail to a member
 * (`inLanguage`). The engine that runs the hooks is synchronous, so nothing else can run between
 * the switch and its undoing.
 */
let active: Language = DEFAULT_LANGUAGE;

export function activeLanguage(): Language {
  return active;
}

export function setActiveLanguage(language: Language): void {
  active = language;
}

/** Runs `work` with `language` active, then puts the previous language back, even if it throws. */
export function inLanguage<T>(language: Language, work: () => T): T {
  const previous = active;
  active = language;
  try {
    return work();
  } finally {
    active = previous;
  }
}
