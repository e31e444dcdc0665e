import { errorMessage, isNetworkError, isTooManyRequests } from '@partilha/data';
import { MODERATION_MESSAGES } from '@partilha/domain';

/** The website's own words when the report never reached the server. */
export const REPORT_OFFLINE = 'Your report could not be sent. Please check your connection and try again.';

/**
 * Why a report or its confirmation failed, as an `Error` the report form shows: the server's
 * message (its refusals carry MODERATION_MESSAGES), the rate limit in the domain's words (PocketBase's
 * own limiter answers 429 with a generic text), or the connection.
 */
export function noticeFailure(error: unknown): Error {
  if (isTooManyRequests(error)) return new Error(MODERATION_MESSAGES.tooManyNotices);
  if (isNetworkError(error)) return new Error(REPORT_OFFLINE);
  return new Error(errorMessage(error, MODERATION_MESSAGES.invalidNotice));
}
