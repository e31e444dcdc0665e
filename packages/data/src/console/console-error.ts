import { CONSOLE_UI_TEXTS } from '@partilha/domain';
import type { ClientResponseError } from 'pocketbase';

/**
 * A refused or failed console call, carrying the server's own message (`CONSOLE_MESSAGES.…`) and
 * status, so the console shows the words the server chose and can tell a refusal (403) from a
 * lost connection (status 0).
 */
export class ConsoleError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ConsoleError';
  }
}

/** Anything a console call may throw, as a `ConsoleError` with the server's message. */
export function toConsoleError(error: unknown): ConsoleError {
  if (error instanceof ConsoleError) return error;
  const failure = error as Partial<ClientResponseError> | null;
  const status = typeof failure?.status === 'number' ? failure.status : 0;
  const response = failure?.response as { message?: unknown } | undefined;
  const message = typeof response?.message === 'string' ? response.message.trim() : '';
  if (message) return new ConsoleError(message, status);
  if (status === 0) return new ConsoleError(CONSOLE_UI_TEXTS.network, 0);
  return new ConsoleError(error instanceof Error && error.message ? error.message : CONSOLE_UI_TEXTS.network, status);
}
