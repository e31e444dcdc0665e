import { inLanguage, LANGUAGES, REDRESS_ROUTES, TERMS_PATH } from '@partilha/domain';

/** A piece of a statement's text: plain words, or a link to a page (a site path or a full URL). */
export type StatementTextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/**
 * The links a statement's text carries: full URLs (the appeal link) and the terms clause it rests
 * on (`/legal/terms#listings`, written in brackets by the domain's `groundSentence`).
 */
const LINK = new RegExp(`(https?://[^\\s]+|${TERMS_PATH.replace(/\//g, '\\/')}#[a-z0-9-]+)`, 'g');
/** Punctuation that ends a sentence after a URL belongs to the sentence, not to the URL. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

/** Splits a section's text into words and links, in order; joined back they give the text unchanged. */
export function statementTextParts(text: string): StatementTextPart[] {
  const parts: StatementTextPart[] = [];
  let rest = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const last = parts[parts.length - 1];
    if (last?.kind === 'text') last.text += value;
    else parts.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    const link = match[0].replace(TRAILING_PUNCTUATION, '');
    pushText(text.slice(rest, start));
    parts.push({ kind: 'link', text: link, href: link });
    rest = start + link.length;
  }
  pushText(text.slice(rest));
  return parts;
}

/**
 * Where a link of the statement points. Paths of the website become absolute under `siteUrl` when
 * given (the console is not the website); a full URL on the website itself becomes its path, so a
 * host can navigate inside the page. `sitePath` is null for a link elsewhere.
 */
export function statementLinkTarget(href: string, siteUrl?: string): { href: string; sitePath: string | null } {
  const base = siteUrl?.replace(/\/+$/, '') ?? '';
  if (href.startsWith('/')) return { href: `${base}${href}`, sitePath: href };
  if (base && href.startsWith(`${base}/`)) return { href, sitePath: href.slice(base.length) };
  return { href, sitePath: null };
}

/**
 * The redress routes after the first start their own paragraph: one long block is hard to read.
 * Both languages' words, so a statement written in either splits whatever language is active.
 */
function paragraphStarts(): string[] {
  return LANGUAGES.flatMap((language) =>
    inLanguage(language, () => [REDRESS_ROUTES.outOfCourt, REDRESS_ROUTES.courts]),
  );
}

/** A section's text in paragraphs: split where a further redress route begins, else whole. */
export function statementParagraphs(text: string): string[] {
  let paragraphs = [text];
  for (const start of paragraphStarts()) {
    paragraphs = paragraphs.flatMap((paragraph) => {
      const at = paragraph.indexOf(start);
      return at > 0 ? [paragraph.slice(0, at).trimEnd(), paragraph.slice(at)] : [paragraph];
    });
  }
  return paragraphs;
}
