/**
 * What kind of refusal a PocketBase error is, without any message text: a module of its own so the
 * code that only needs the status (the preview gate on every page) does not bring the message
 * catalogues with it.
 */
interface ResponseErrorShape {
  status?: unknown;
  isAbort?: unknown;
  originalError?: { name?: unknown } | null;
  response?: { message?: unknown; data?: Record<string, { code?: unknown } | undefined> };
}

export function shape(error: unknown): ResponseErrorShape {
  return error !== null && typeof error === 'object' ? (error as ResponseErrorShape) : {};
}

export function statusOf(error: unknown): number {
  const status = shape(error).status;
  return typeof status === 'number' ? status : 0;
}

/**
 * The request never got an answer (offline, server down): no status, not cancelled, and the
 * browser's fetch failed (a TypeError) rather than the client refusing something itself.
 */
export function isNetworkError(error: unknown): boolean {
  const value = shape(error);
  if (!('status' in value) || statusOf(error) !== 0 || value.isAbort === true) return false;
  return !value.originalError || value.originalError.name === 'TypeError';
}

export function isTooManyRequests(error: unknown): boolean {
  return statusOf(error) === 429;
}
