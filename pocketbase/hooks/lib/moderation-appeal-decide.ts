import { CONSOLE_MESSAGES, MODERATION_MESSAGES, appealDecisionInputSchema } from '@partilha/domain';
import { appendAudit } from './audit-log';
import { badRequest, conflict, forbidden } from './booking-api-errors';
import { findRecordOrNull, storedInstant } from './booking-records';
import { inTransaction } from './booking-transaction';
import type { ConsoleRequest } from './console-actions-members';
import { notFound } from './console-reads-not-found';
import { APPEALS, DECISIONS } from './moderation-appeal-access';
import { appealOutcomeMails } from './moderation-appeal-mails';
import { appealItemOf, isOriginalDecider, type AppealItem } from './moderation-appeal-rows';
import { sendModerationMails } from './moderation-mail';
import { reverseRestriction } from './moderation-reverse';

function appealDecisionInput(body: { [key: string]: unknown }): { granted: boolean; reasons: string } {
  const parsed = appealDecisionInputSchema.safeParse({ granted: body.granted, reasons: body.reasons });
  if (!parsed.success) {
    throw badRequest(parsed.error.issues[0]?.message ?? MODERATION_MESSAGES.appealOutcomeRequired);
  }
  return parsed.data;
}

/**
 * `POST /api/moderation/appeals/{id}/decision` (`appeals.decide`) `{ granted, reasons }`: a second
 * moderator decides the appeal (403 appealSameModerator for the one who made the original
 * decision; 409 appealNotOpen once decided). Granted, in one transaction: the restriction is
 * lifted, the decision becomes `reversed`, the appeal `granted`, audited as appeal.grant;
 * rejected: the appeal `rejected`, audited as appeal.reject. The outcome e-mails go after the
 * commit; their failure is logged and never undoes the outcome.
 */
export function decideAppeal(
  app: PbApp,
  request: ConsoleRequest,
  id: string,
  body: { [key: string]: unknown },
  now: Date,
): AppealItem {
  const { granted, reasons } = appealDecisionInput(body);
  const decided = inTransaction(app, (txApp) => {
    const appeal = findRecordOrNull(txApp, APPEALS, id);
    if (!appeal) throw notFound(CONSOLE_MESSAGES.notFound);
    const decision = findRecordOrNull(txApp, DECISIONS, appeal.getString('decision'));
    if (!decision) throw notFound(CONSOLE_MESSAGES.notFound);
    if (isOriginalDecider(request.actor.id, appeal, decision)) {
      throw forbidden(MODERATION_MESSAGES.appealSameModerator);
    }
    if (appeal.getString('status') !== 'open') throw conflict(MODERATION_MESSAGES.appealNotOpen);

    const at = storedInstant(now);
    const reversal = granted ? reverseRestriction(txApp, decision) : null;
    if (granted) {
      decision.set('status', 'reversed');
      decision.set('reversedAt', at);
      txApp.save(decision);
    }
    appeal.set('status', granted ? 'granted' : 'rejected');
    appeal.set('reasons', reasons);
    appeal.set('decidedBy', request.actor.id);
    appeal.set('decidedByName', request.actor.name);
    appeal.set('decidedAt', at);
    txApp.save(appeal);
    appendAudit(txApp, {
      actor: request.actor,
      action: granted ? 'appeal.grant' : 'appeal.reject',
      targetCollection: decision.getString('targetCollection'),
      targetId: decision.getString('targetId'),
      targetLabel: decision.getString('targetLabel'),
      before: reversal ? reversal.before : { appeal: 'open', decision: decision.getString('status') },
      after: reversal ? reversal.after : { appeal: 'rejected', decision: decision.getString('status') },
      reason: reasons,
      ip: request.ip,
    });
    return { appeal, decision };
  });
  sendModerationMails(app, appealOutcomeMails(app, decided.decision, decided.appeal, granted));
  return appealItemOf(app, request.actor, decided.appeal);
}
