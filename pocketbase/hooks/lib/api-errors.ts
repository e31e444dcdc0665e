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

/**
 * A refused field, shaped like PocketBase's own validation errors (`data.<field>.code` and
 * `.message`) so form code can place it, with the spec's text both there and as the top-level
 * `message` the website shows. The data is assigned after construction: PocketBase would
 * otherwise rewrite the field message into a sentence too.
 */
export function fieldRefusal(field: string, code: string, message: string): BadRequestError {
  const error = badRequest(message) as BadRequestError & { data: unknown };
  error.data = { [field]: { code, message } };
  return error;
}
