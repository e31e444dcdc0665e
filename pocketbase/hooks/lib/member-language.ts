import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  type Language,
  acceptLanguageTags,
  browserLanguage,
  chosenLanguage,
  inLanguage,
} from '@partilha/domain';

/** Reads one field of a record (a PocketBase record or a plain object in tests). */
interface LanguageHolder {
  getString(name: string): string;
}

/** The language a member reads Partilha in (issue 19): their saved choice, else English. */
export function memberLanguage(member: LanguageHolder | null | undefined): Language {
  return (member && chosenLanguage(member.getString('preferredLanguage'))) || DEFAULT_LANGUAGE;
}

/** Writes something for a member (an e-mail, a notice) in their language. */
export function inMemberLanguage<T>(member: LanguageHolder | null | undefined, work: () => T): T {
  return inLanguage(memberLanguage(member), work);
}

/** The value of one cookie in a Cookie header, or ''. */
function cookieValue(header: string, name: string): string {
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('=').trim());
  }
  return '';
}

/**
 * The language of a page the server draws: the `?lang=` of a language alternate, else the
 * visitor's choice (cookie), else their browser's first language (Accept-Language).
 */
export function pageLanguage(queryLang: string, cookieHeader: string, acceptLanguage: string): Language {
  return (
    chosenLanguage(queryLang) ??
    chosenLanguage(cookieValue(cookieHeader ?? '', LANGUAGE_COOKIE)) ??
    browserLanguage(acceptLanguageTags(acceptLanguage))
  );
}
