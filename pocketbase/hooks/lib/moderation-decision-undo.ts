import { MODERATION_MESSAGES } from '@partilha/domain';
import { forbidden } from './api-errors';
import { appendAudit } from './audit-log';
import { conflict } from './booking-api-errors';
import { inTransaction } from './booking-transaction';
import type { ConsoleRequest } from './console-actions-members';
import { batchOf, decisionsOfBatch, instantOf } from './moderation-decision-records';

export interface UndoneDecisions {
  batch: string;
  status: 'undone';
  message: string;
}

/**
 * `POST /api/moderation/decisions/undo` `{ batch }`: within the undo window the moderator who
 * decided takes the whole batch back. Nothing had changed yet, so undoing only marks each
 * decision `undone` (one moderation.undo entry each); the cases stay open in the queue. Asking
 * again answers the same. Another moderator 403 undoOnlyOwn; after `commitAt` 409 undoWindowOver,
 * even before the commit has run (the console told the moderator it takes effect then).
 */
export function undoModerationDecisions(
  app: PbApp,
  request: ConsoleRequest,
  body: unknown,
  now: Date,
): UndoneDecisions {
  const batch = batchOf(body);
  inTransaction(app, (txApp) => {
    const decisions = decisionsOfBatch(txApp, batch);
    if (decisions.some((decision) => decision.getString('decidedBy') !== request.actor.id)) {
      throw forbidden(MODERATION_MESSAGES.undoOnlyOwn);
    }
    const pending = decisions.filter((decision) => decision.getString('status') === 'pending');
    if (pending.length === 0 && decisions.every((decision) => decision.getString('status') === 'undone')) return;
    const windowOver = (decision: PbRecord) =>
      (instantOf(decision.getString('commitAt'))?.getTime() ?? 0) <= now.getTime();
    if (pending.length < decisions.length || pending.some(windowOver))
      throw conflict(MODERATION_MESSAGES.undoWindowOver);
    for (const decision of pending) {
      decision.set('status', 'undone');
      txApp.save(decision);
      appendAudit(txApp, {
        actor: request.actor,
        action: 'moderation.undo',
        targetCollection: decision.getString('targetCollection'),
        targetId: decision.getString('targetId'),
        targetLabel: decision.getString('targetLabel'),
        before: { decision: decision.id, type: decision.getString('type'), status: 'pending' },
        after: { decision: decision.id, type: decision.getString('type'), status: 'undone' },
        reason: decision.getString('facts'),
        ip: request.ip,
      });
    }
  });
  return { batch, status: 'undone', message: MODERATION_MESSAGES.undone };
}
