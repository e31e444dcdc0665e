import type { Language } from '@partilha/domain';

/**
 * Protections Partilha does not give. Spec 001 §1 lists them as marketing text, not behaviour, so
 * our pages may only mention them to say Partilha does not provide them.
 */
export const UNBACKED_CLAIM_TERMS: readonly RegExp[] = [
  /\binsur(?:ance|ed)\b/i,
  /\b24\s*\/\s*7\b/i,
  /\b(?:a)?round[- ]the[- ]clock\b/i,
  /\bguarantee[sd]?\b/i,
  /\bprotected payments?\b/i,
  /\bpayment protection\b/i,
  /\bsecure(?:d)? payments?\b/i,
  /\bescrow\b/i,
  /\bprotection program(?:me)?s?\b/i,
  /\bidentity (?:verification|checks?|verified)\b/i,
  /\bverified identit(?:y|ies)\b/i,
  /\bID (?:verification|checks?)\b/,
  /\bbackground checks?\b/i,
];

/**
 * The same protections as the Portuguese pages would name them. "seguro" is insurance only as a
 * masculine noun: the pages say "segura"/"segurança" for safe and safety, never "seguro".
 */
export const UNBACKED_CLAIM_TERMS_PT: readonly RegExp[] = [
  /\bseguros?\b/i,
  /\bsegurad[oa]s?\b/i,
  /\b24\s*\/\s*7\b/i,
  /\b24 horas por dia\b/i,
  /\ba qualquer hora\b/i,
  /\bgarant(?:e|em|ia|ias|imos|ido|ida|idos|idas)\b/i,
  /\bpagamentos? (?:protegidos?|seguros?)\b/i,
  /\bprote[çc][ãa]o (?:de|dos|nos) pagamentos?\b/i,
  /\bescrow\b/i,
  /\bcust[óo]dia\b/i,
  /\bprogramas? de prote[çc][ãa]o\b/i,
  /\bverifica[çc](?:[ãa]o|[õo]es) (?:de |da )?identidade\b/i,
  /\bidentidade verificada\b/i,
  /\bverificamos (?:a )?identidade\b/i,
  /\bverifica[çc](?:[ãa]o|[õo]es) de antecedentes\b/i,
  /\bregisto criminal\b/i,
];

const NEGATION: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:not|no|never|without|nor|cannot)\b|n[’']t\b/i,
  // \b is ASCII-only: "não" is matched by its letters, with a non-letter or the start before it.
  'pt-PT': /(?:^|[^\p{L}])(?:não|nem|nunca|sem|nenhum|nenhuma)(?![\p{L}])/iu,
};
/** A negation only counts inside the clause that names the term. */
const CLAUSE_BREAK = /[;:—–]/g;

function clauseBefore(sentence: string, index: number): string {
  const head = sentence.slice(0, index);
  const breaks = [...head.matchAll(CLAUSE_BREAK)];
  const start = breaks.length ? breaks[breaks.length - 1]!.index! + 1 : 0;
  return head.slice(start);
}

/**
 * The sentences of English `text` that state one of those protections as if Partilha gave it: a
 * sentence naming one with no negation earlier in the same clause. Questions are not claims.
 */
export function findUnbackedClaims(text: string): string[] {
  return findUnbackedClaimsIn('en', text);
}

/** The same for a text in `language`, with that language's words for the protections. */
export function findUnbackedClaimsIn(language: Language, text: string): string[] {
  const terms = language === 'pt-PT' ? UNBACKED_CLAIM_TERMS_PT : UNBACKED_CLAIM_TERMS;
  const negation = NEGATION[language];
  const sentences = text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  return sentences.filter((sentence) => {
    if (sentence.endsWith('?')) return false;
    return terms.some((term) => {
      const match = term.exec(sentence);
      return match !== null && !negation.test(clauseBefore(sentence, match.index));
    });
  });
}
