import { consoleActorCan, type ConsoleActor } from './console-guard';
import { findRecordOrNull } from './booking-records';
import { personNameOf } from './console-actions-rows';
import { DECISIONS } from './moderation-appeal-access';

/** One row of the console's appeals queue (docs/moderation-api.md `GET /api/moderation/appeals`). */
export interface AppealItem {
  id: string;
  status: string;
  text: string;
  created: string;
  appellant: { id: string; name: string };
  decision: {
    id: string;
    type: string;
    kind: string;
    targetLabel: string;
    targetPath: string;
    committedAt: string;
    decidedByName: string;
    facts: string;
  };
  decidedByName: string;
  reasons: string;
  decidedAt: string;
  canDecide: boolean;
}

/** Whether this person made the original decision (kept on the appeal, and on the decision itself). */
export function isOriginalDecider(actorId: string, appeal: PbRecord, decision: PbRecord | null): boolean {
  const deciders = [appeal.getString('originalDecider'), decision ? decision.getString('decidedBy') : ''];
  return deciders.some((decider) => decider !== '' && decider === actorId);
}

/** Whether this staff member may decide the appeal: an open one, not about their own decision. */
export function canDecideAppeal(actor: ConsoleActor, appeal: PbRecord, decision: PbRecord | null): boolean {
  return (
    appeal.getString('status') === 'open' &&
    consoleActorCan(actor, 'appeals.decide') &&
    !isOriginalDecider(actor.id, appeal, decision)
  );
}

/** The row of an appeal, with its decision and appellant read by id (a page reads them in bulk). */
export function appealItem(
  actor: ConsoleActor,
  appeal: PbRecord,
  decision: PbRecord | null,
  appellant: PbRecord | null,
): AppealItem {
  return {
    id: appeal.id,
    status: appeal.getString('status'),
    text: appeal.getString('text'),
    created: appeal.getString('created'),
    appellant: { id: appeal.getString('appellant'), name: appellant ? personNameOf(appellant) : '' },
    decision: {
      id: appeal.getString('decision'),
      type: decision ? decision.getString('type') : '',
      kind: decision ? decision.getString('kind') : '',
      targetLabel: decision ? decision.getString('targetLabel') : '',
      targetPath: decision ? decision.getString('targetPath') : '',
      committedAt: decision ? decision.getString('committedAt') : '',
      decidedByName: decision ? decision.getString('decidedByName') : '',
      facts: decision ? decision.getString('facts') : '',
    },
    decidedByName: appeal.getString('decidedByName'),
    reasons: appeal.getString('reasons'),
    decidedAt: appeal.getString('decidedAt'),
    canDecide: canDecideAppeal(actor, appeal, decision),
  };
}

/** The row of one appeal, reading its decision and appellant. */
export function appealItemOf(app: PbApp, actor: ConsoleActor, appeal: PbRecord): AppealItem {
  return appealItem(
    actor,
    appeal,
    findRecordOrNull(app, DECISIONS, appeal.getString('decision')),
    findRecordOrNull(app, 'users', appeal.getString('appellant')),
  );
}
