import { MODERATION_MESSAGES, appealInputSchema } from '@partilha/domain';
import { badRequest, conflict } from './booking-api-errors';
import { inTransaction } from './booking-transaction';
import { APPEALS, appealOfDecision, findStatementDecision, tokenOf } from './moderation-appeal-access';
import { appealRefusal } from './moderation-appeal-window';

export interface AppealFiled {
  id: string;
  status: 'open';
  message: string;
}

/** The appeal text, or 400 with the domain's first message (missing, too short, too long). */
function appealText(body: { [key: string]: unknown }): string {
  const parsed = appealInputSchema.safeParse({ text: body.text });
  if (!parsed.success) {
    throw badRequest(parsed.error.issues[0]?.message ?? MODERATION_MESSAGES.appealTextRequired);
  }
  return parsed.data.text;
}

/**
 * `POST /api/moderation/statements/{id}/appeal` `{ text, token? }`: the affected member (signed in,
 * or with the statement e-mail's token) asks for the decision to be reviewed. One appeal per
 * decision: checked in the transaction, and the unique index on `decision` refuses a second one
 * sent at the same moment. The appeal keeps who made the original decision (hidden), so the queue
 * and the decision route can keep that moderator off it.
 */
export function fileAppeal(
  app: PbApp,
  auth: PbRecord | null | undefined,
  id: string,
  body: { [key: string]: unknown },
  now: Date,
): AppealFiled {
  const token = tokenOf(body.token);
  // Someone else learns nothing, not even whether their text would pass: 404 before 400.
  findStatementDecision(app, auth, id, token);
  const text = appealText(body);
  const appealId = inTransaction(app, (txApp) => {
    const { decision } = findStatementDecision(txApp, auth, id, token);
    const refusal = appealRefusal(decision, appealOfDecision(txApp, decision.id), now);
    if (refusal) throw conflict(refusal);
    const appeal = new Record(txApp.findCollectionByNameOrId(APPEALS));
    appeal.set('decision', decision.id);
    appeal.set('appellant', decision.getString('affectedUser'));
    appeal.set('text', text);
    appeal.set('status', 'open');
    appeal.set('originalDecider', decision.getString('decidedBy'));
    try {
      txApp.save(appeal);
    } catch {
      // The unique index on `decision`: another appeal was filed in the meantime.
      throw conflict(MODERATION_MESSAGES.appealAlreadyOpen);
    }
    return appeal.id;
  });
  return { id: appealId, status: 'open', message: MODERATION_MESSAGES.appealFiled };
}
