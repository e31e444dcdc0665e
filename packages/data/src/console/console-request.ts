import type PocketBase from 'pocketbase';
import type { z } from 'zod';
import { ConsoleError, toConsoleError } from './console-error';
import type { QueryValue } from './console-query';
import { consoleQuery } from './console-query';

/** An answer whose shape the console does not know: the server and console disagree. */
function shapeError(path: string, issues: z.core.$ZodIssue[]): ConsoleError {
  const detail = issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
  return new ConsoleError(`The server answered ${path} in an unexpected shape (${detail}).`, 200);
}

function parse<S extends z.ZodType>(path: string, schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw shapeError(path, parsed.error.issues);
  return parsed.data;
}

/** `GET path?query`, the answer parsed with `schema`; failures become `ConsoleError`s. */
export async function consoleGet<S extends z.ZodType>(
  client: PocketBase,
  path: string,
  schema: S,
  filters: Readonly<Record<string, QueryValue>> = {},
): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await client.send(path, { method: 'GET', query: consoleQuery(filters) });
  } catch (error) {
    throw toConsoleError(error);
  }
  return parse(path, schema, body);
}

/** `POST path` with a JSON body, the answer parsed with `schema`; failures become `ConsoleError`s. */
export async function consolePost<S extends z.ZodType>(
  client: PocketBase,
  path: string,
  schema: S,
  body: unknown,
): Promise<z.infer<S>> {
  let answer: unknown;
  try {
    answer = await client.send(path, { method: 'POST', body });
  } catch (error) {
    throw toConsoleError(error);
  }
  return parse(path, schema, answer);
}

/** A path segment from an id, never able to climb out of its route. */
export const idSegment = (id: string) => encodeURIComponent(id);
