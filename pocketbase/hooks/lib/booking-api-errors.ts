/**
 * Refusals of the booking routes with the status each deserves: 400 malformed request, 401 not
 * signed in, 403 not allowed for this person, 404 missing, 409 the booking's or the calendar's
 * current state forbids it. As in api-errors.ts, the spec's text is set again on the error so
 * PocketBase does not turn it into a sentence.
 */
export { badRequest, forbidden, unauthorized } from './api-errors';

function verbatim<T extends { message: string }>(error: T, message: string): T {
  error.message = message;
  return error;
}

export function notFound(message: string): NotFoundError {
  return verbatim(new NotFoundError(message), message);
}

export function conflict(message: string): ApiError {
  return verbatim(new ApiError(409, message), message);
}
