/**
 * The appeal token of a statement e-mail: a suspended member cannot sign in, so the e-mail's link
 * carries a random token that lets them read the statement and appeal. Only its SHA-256 is stored
 * (`moderation_decisions.appealTokenHash`); the appeals routes check a token with
 * `appealTokenMatches`.
 */
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- augments the goja global of pb-globals.d.ts
  namespace $security {
    /** A cryptographically random alphanumeric string of the given length. */
    function randomString(length: number): string;
  }
}

const TOKEN_LENGTH = 40;

export function newAppealToken(): string {
  return $security.randomString(TOKEN_LENGTH);
}

export function appealTokenHash(token: string): string {
  return $security.sha256(token);
}

/** Whether a token from a link is the decision's (constant-time; an empty token never matches). */
export function appealTokenMatches(decision: PbRecord, token: unknown): boolean {
  const stored = decision.getString('appealTokenHash');
  if (typeof token !== 'string' || token.length === 0 || token.length > 200 || !stored) return false;
  return $security.equal(appealTokenHash(token), stored);
}

/** A new batch id (decisions taken together share it). */
export function newDecisionBatchId(): string {
  return $security.randomString(15).toLowerCase();
}
