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

const NEGATION = /\b(?:not|no|never|without|nor|cannot)\b|n[’']t\b/i;
/** A negation only counts inside the clause that names the term. */
const CLAUSE_BREAK = /[;:—–]/g;

function clauseBefore(sentence: string, index: number): string {
  const head = sentence.slice(0, index);
  const breaks = [...head.matchAll(CLAUSE_BREAK)];
  const start = breaks.length ? breaks[breaks.length - 1]!.index! + 1 : 0;
  return head.slice(start);
}

/**
 * The sentences of `text` that state one of those protections as if Partilha gave it: a sentence
 * naming one with no negation earlier in the same clause. Questions are not claims.
 */
export function findUnbackedClaims(text: string): string[] {
  const sentences = text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  return sentences.filter((sentence) => {
    if (sentence.endsWith('?')) return false;
    return UNBACKED_CLAIM_TERMS.some((term) => {
      const match = term.exec(sentence);
      return match !== null && !NEGATION.test(clauseBefore(sentence, match.index));
    });
  });
}
