/** A 404 with the console's text word for word (see api-errors.ts on why it is set again). */
export function notFound(message: string): NotFoundError {
  const error = new NotFoundError(message);
  error.message = message;
  return error;
}
