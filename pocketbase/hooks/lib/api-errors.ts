/**
 * PocketBase turns every error message into a sentence ("Category is required" becomes
 * "Category is required."). The spec's texts must arrive word for word, so the message is set
 * again on the error object, whose `message` is the Go field the response is written from.
 */
function verbatim<T extends { message: string }>(error: T, message: string): T {
  error.message = message;
  return error;
}

export function badRequest(message: string): BadRequestError {
  return verbatim(new BadRequestError(message), message);
}

export function unauthorized(message: string): UnauthorizedError {
  return verbatim(new UnauthorizedError(message), message);
}

export function forbidden(message: string): ForbiddenError {
  return verbatim(new ForbiddenError(message), message);
}
