import {
  MODERATION_MESSAGES,
  statementPath,
  statementSections,
  type StatementOfReasons,
  type StatementSection,
} from '@partilha/domain';
import { notFound, unauthorized } from './booking-api-errors';
import { findRecordOrNull } from './booking-records';
import { inMemberLanguage } from './member-language';
import { SERVER_MESSAGES } from './server-messages';
import { queryReaderOf, queryRecordId } from './console-query';
import {
  APPEALS,
  DECISIONS,
  appealOfDecision,
  findStatementDecision,
  tokenOf,
  type StatementAccess,
} from './moderation-appeal-access';
import { appealRefusal } from './moderation-appeal-window';
import { websiteUrl } from './moderation-mail';
import { statementUrl } from './moderation-statement-mail';

/**
 * The member's side of statements of reasons (docs/moderation-api.md "Statements and appeals"):
 * their decisions in a list, and one statement with its sections as the e-mail showed them. Built
 * from the decision only: the notices, and so the notifier's identity, are never read here.
 */

export interface StatementListItem {
  id: string;
  type: string;
  kind: string;
  targetLabel: string;
  targetPath: string;
  status: string;
  committedAt: string;
  appealDeadline: string;
  appeal: null | { status: string };
}

export interface MemberAppeal {
  id: string;
  status: string;
  text: string;
  reasons: string;
  created: string;
  decidedAt: string;
}

export interface StatementAnswer {
  id: string;
  status: string;
  statement: StatementOfReasons;
  sections: StatementSection[];
  appealDeadline: string;
  canAppeal: boolean;
  appeal: MemberAppeal | null;
}

/** The page a statement's appeal link opens: the e-mail's token link for a token reader, else the account page. */
function appealPageUrl(app: PbApp, decisionId: string, access: StatementAccess): string {
  if (access.via === 'token') return statementUrl(app, decisionId, access.token);
  return websiteUrl(app, statementPath(decisionId));
}

export function memberAppealOf(appeal: PbRecord): MemberAppeal {
  return {
    id: appeal.id,
    status: appeal.getString('status'),
    text: appeal.getString('text'),
    reasons: appeal.getString('reasons'),
    created: appeal.getString('created'),
    decidedAt: appeal.getString('decidedAt'),
  };
}

/** The stored statement, or null when the decision has none (a "no action" decision). */
export function storedStatement(decision: PbRecord): StatementOfReasons | null {
  const text = decision.getString('statement');
  if (!text || text === 'null') return null;
  try {
    const parsed = JSON.parse(text) as StatementOfReasons | null;
    return parsed && typeof parsed === 'object' && typeof parsed.decidedAt === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

/** `GET /api/moderation/statements[?targetId]` (signed in): the member's decisions, newest first. */
export function myStatements(e: PbRequestEvent): { items: StatementListItem[] } {
  const auth = e.auth;
  if (!auth || auth.isSuperuser()) throw unauthorized(SERVER_MESSAGES.signInRequired);
  const targetId = queryRecordId(queryReaderOf(e), 'targetId');
  const filter = [
    'affectedUser = {:user}',
    '(status = "committed" || status = "reversed")',
    'type != "no_action"',
    ...(targetId ? ['targetId = {:target}'] : []),
  ].join(' && ');
  const decisions = e.app.findRecordsByFilter(DECISIONS, filter, '-committedAt,-id', 0, 0, {
    user: auth.id,
    target: targetId,
  });
  const appealByDecision = new Map<string, PbRecord>();
  for (const appeal of e.app.findRecordsByFilter(APPEALS, 'appellant = {:user}', '', 0, 0, { user: auth.id })) {
    appealByDecision.set(appeal.getString('decision'), appeal);
  }
  return {
    items: decisions.map((decision) => {
      const appeal = appealByDecision.get(decision.id);
      return {
        id: decision.id,
        type: decision.getString('type'),
        kind: decision.getString('kind'),
        targetLabel: decision.getString('targetLabel'),
        targetPath: decision.getString('targetPath'),
        status: decision.getString('status'),
        committedAt: decision.getString('committedAt'),
        appealDeadline: decision.getString('appealDeadline'),
        appeal: appeal ? { status: appeal.getString('status') } : null,
      };
    }),
  };
}

/** `GET /api/moderation/statements/{id}[?token]`: one statement, for its member only. */
export function statementDetail(e: PbRequestEvent, id: string, now: Date): StatementAnswer {
  const token = tokenOf(e.requestInfo().query.token);
  const { decision, access } = findStatementDecision(e.app, e.auth, id, token);
  const statement = storedStatement(decision);
  if (!statement) throw notFound(MODERATION_MESSAGES.decisionNotFound);
  const appeal = appealOfDecision(e.app, decision.id);
  return {
    id: decision.id,
    status: decision.getString('status'),
    statement,
    // In the member's language, as their e-mail was (whoever opens it: the member, or their link).
    sections: inMemberLanguage(findRecordOrNull(e.app, 'users', decision.getString('affectedUser')), () =>
      statementSections(statement, appealPageUrl(e.app, decision.id, access)),
    ),
    appealDeadline: decision.getString('appealDeadline'),
    canAppeal: appealRefusal(decision, appeal, now) === null,
    appeal: appeal ? memberAppealOf(appeal) : null,
  };
}
