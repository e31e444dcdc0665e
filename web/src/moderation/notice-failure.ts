import { errorMessage, isNetworkError, isTooManyRequests } from '@partilha/data';
import { MODERATION_MESSAGES, REPORT_PAGE_TEXTS } from '@partilha/domain';

/**
 * Why a report or its confirmation failed, as an `Error` the report form shows: the server's
 * message (its refusals carry MODERATION_MESSAGES), the rate limit in the domain's words (PocketBase's
 * own limiter answers 429 with a generic text), or the connection.
 */
export function noticeFailure(error: unknown): Error {
  if (isTooManyRequests(error)) return new Error(MODERATION_MESSAGES.tooManyNotices);
  if (isNetworkError(error)) return new Error(REPORT_PAGE_TEXTS.offline);
  return new Error(errorMessage(error, MODERATION_MESSAGES.invalidNotice));
}
