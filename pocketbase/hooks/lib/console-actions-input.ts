import { CONSOLE_MESSAGES, reasonProblem } from '@partilha/domain';
import { badRequest } from './api-errors';
import { notFound } from './booking-api-errors';

/**
 * The body of a console write route (docs/console-api.md): each action says what to do and why.
 * Anything else is a 400 with the contract's message, checked before the database is touched.
 */
export type ActionBody = { [key: string]: unknown };

/** The trimmed reason (3 to 500 characters), or 400 reasonRequired / reasonTooShort / reasonTooLong. */
export function actionReason(body: ActionBody): string {
  const problem = reasonProblem(body.reason);
  if (problem) throw badRequest(problem);
  return (body.reason as string).trim();
}

/** A yes/no choice (`verified`, `suspended`): only a JSON boolean, else 400 invalidStatus. */
export function actionChoice(body: ActionBody, field: string): boolean {
  const value = body[field];
  if (typeof value !== 'boolean') throw badRequest(CONSOLE_MESSAGES.invalidStatus);
  return value;
}

/** The record the route names, or 404 notFound (also for an id that could never exist). */
export function findTarget(app: PbApp, collection: string, id: string): PbRecord {
  try {
    return app.findRecordById(collection, id);
  } catch {
    throw notFound(CONSOLE_MESSAGES.notFound);
  }
}
