import { CONSOLE_MESSAGES, isIsoDate, parseIsoDate } from '@partilha/domain';
import { badRequest } from './api-errors';

/**
 * Reading the query of the console's GET routes (docs/console-api.md "Routes"). Every value is
 * checked here, before any SQL is written: a value that is not what the contract allows is a
 * 400 `invalidQuery`, never a 500 and never a silently ignored filter (an operator must not read
 * an unfiltered export believing it filtered). Values reach SQL only as bound parameters.
 */

/** One query value as PocketBase gives it: '' or absent when not sent. */
export type QueryReader = (name: string) => string | undefined;

export const CONSOLE_DEFAULT_PER_PAGE = 50;
export const CONSOLE_MAX_PER_PAGE = 200;
/** Far beyond any real table; keeps OFFSET arithmetic in safe integers. */
export const CONSOLE_MAX_PAGE = 1_000_000;
/** A search text longer than any name, e-mail or title it could match. */
export const CONSOLE_MAX_SEARCH_LENGTH = 200;

/** PocketBase record ids: 15 characters of [a-z0-9] by default, up to 40 for imported ones. */
const RECORD_ID = /^[a-zA-Z0-9_-]{1,40}$/;
const WHOLE_NUMBER = /^\d{1,9}$/;

export function invalidQuery(): BadRequestError {
  return badRequest(CONSOLE_MESSAGES.invalidQuery);
}

export function queryReaderOf(e: PbRequestEvent): QueryReader {
  const query = e.requestInfo().query;
  return (name) => {
    const value = query[name];
    return typeof value === 'string' ? value : undefined;
  };
}

function given(read: QueryReader, name: string): string {
  return (read(name) ?? '').trim();
}

/** A whole number in [min, max], or the fallback when absent. */
export function queryInteger(read: QueryReader, name: string, min: number, max: number, fallback: number): number {
  const text = given(read, name);
  if (text === '') return fallback;
  if (!WHOLE_NUMBER.test(text)) throw invalidQuery();
  const value = Number(text);
  if (value < min || value > max) throw invalidQuery();
  return value;
}

/** One of the allowed values, or '' when absent. */
export function queryChoice<T extends string>(read: QueryReader, name: string, allowed: readonly T[]): T | '' {
  const text = given(read, name);
  if (text === '') return '';
  if (!(allowed as readonly string[]).includes(text)) throw invalidQuery();
  return text as T;
}

/** `true` / `false`, or null when absent. */
export function queryBoolean(read: QueryReader, name: string): boolean | null {
  const value = queryChoice(read, name, ['true', 'false'] as const);
  return value === '' ? null : value === 'true';
}

/** A `YYYY-MM-DD` day that exists, or '' when absent. */
export function queryDay(read: QueryReader, name: string): string {
  const text = given(read, name);
  if (text === '') return '';
  if (!isIsoDate(text) || !parseIsoDate(text)) throw invalidQuery();
  return text;
}

/** A day range whose end is not before its start. */
export function queryDayRange(read: QueryReader, fromName: string, toName: string): { from: string; to: string } {
  const from = queryDay(read, fromName);
  const to = queryDay(read, toName);
  if (from !== '' && to !== '' && to < from) throw invalidQuery();
  return { from, to };
}

/** A record id, or '' when absent. */
export function queryRecordId(read: QueryReader, name: string): string {
  const text = given(read, name);
  if (text === '') return '';
  if (!RECORD_ID.test(text)) throw invalidQuery();
  return text;
}

/** A free text (trimmed, at most CONSOLE_MAX_SEARCH_LENGTH characters), or '' when absent. */
export function queryText(read: QueryReader, name: string): string {
  const text = given(read, name);
  if (text.length > CONSOLE_MAX_SEARCH_LENGTH) throw invalidQuery();
  return text;
}

export interface ConsolePaging {
  page: number;
  perPage: number;
}

export function queryPaging(read: QueryReader): ConsolePaging {
  return {
    page: queryInteger(read, 'page', 1, CONSOLE_MAX_PAGE, 1),
    perPage: queryInteger(read, 'perPage', 1, CONSOLE_MAX_PER_PAGE, CONSOLE_DEFAULT_PER_PAGE),
  };
}

/** A sort the SQL can use: a whitelisted column expression and a direction. */
export interface ConsoleSort {
  field: string;
  column: string;
  descending: boolean;
}

/**
 * `sort` as the contract spells it (a row field, `-` for descending), looked up in the route's
 * whitelist of field → SQL column. Anything else, including several fields, is refused: the
 * column text comes from the whitelist only, never from the request.
 */
export function querySort(
  read: QueryReader,
  columns: { readonly [field: string]: string },
  fallback: string,
): ConsoleSort {
  const text = given(read, 'sort') || fallback;
  const descending = text.startsWith('-');
  const field = descending ? text.slice(1) : text;
  if (!Object.prototype.hasOwnProperty.call(columns, field)) throw invalidQuery();
  return { field, column: columns[field] as string, descending };
}
