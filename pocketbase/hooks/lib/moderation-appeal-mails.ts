import {
  DEFAULT_LANGUAGE,
  MODERATION_MAIL_TEXTS as T,
  MODERATION_MESSAGES,
  REDRESS_ROUTES,
  inLanguage,
  statementPath,
  type Language,
} from '@partilha/domain';
import { findRecordOrNull } from './booking-records';
import { personNameOf } from './console-actions-rows';
import { inMemberLanguage, memberLanguage } from './member-language';
import { websiteUrl, type ModerationMail } from './moderation-mail';

/**
 * The e-mails of an appeal's outcome (docs/moderation-api.md "E-mails"): to the member, the outcome
 * with the reasons; when granted, a short note to each confirmed notifier of the original case.
 * Each goes to one address, so the notifiers never see each other nor the member's address, and
 * the member's e-mail is built from the decision and the appeal only (no notifier in it).
 */

function memberOutcomeMail(app: PbApp, decision: PbRecord, appeal: PbRecord, granted: boolean): ModerationMail[] {
  const member = findRecordOrNull(app, 'users', decision.getString('affectedUser'));
  if (!member) return [];
  const label = decision.getString('targetLabel');
  const name = personNameOf(member);
  return inMemberLanguage(member, () => {
    const paragraphs = [
      T.greeting(name),
      T.appealReviewed(label),
      granted ? MODERATION_MESSAGES.appealGranted : MODERATION_MESSAGES.appealRejected,
      T.appealReasons(appeal.getString('reasons')),
      T.appealOnline(websiteUrl(app, statementPath(decision.id))),
    ];
    if (!granted) paragraphs.push(REDRESS_ROUTES.outOfCourt, REDRESS_ROUTES.courts);
    return [
      {
        to: member.getString('email'),
        subject: granted ? T.appealGrantedSubject : T.appealRejectedSubject,
        paragraphs,
      },
    ];
  });
}

/** A notice's notifier's language: a member's saved choice; a guest (no account) reads English. */
export function notifierLanguage(app: PbApp, notice: PbRecord): Language {
  const userId = notice.getString('notifierUser');
  return userId ? memberLanguage(findRecordOrNull(app, 'users', userId)) : DEFAULT_LANGUAGE;
}

/** The confirmed notifiers of the decision's case, one per address. */
function notifiersOf(app: PbApp, decision: PbRecord): { email: string; name: string; language: Language }[] {
  const caseId = decision.getString('case');
  if (!caseId) return [];
  const notices = app.findRecordsByFilter(
    'moderation_notices',
    'case = {:case} && status != "unconfirmed"',
    'created',
    0,
    0,
    { case: caseId },
  );
  const byAddress = new Map<string, { email: string; name: string; language: Language }>();
  for (const notice of notices) {
    const email = notice.getString('notifierEmail').trim();
    const key = email.toLowerCase();
    if (email && !byAddress.has(key)) {
      byAddress.set(key, { email, name: notice.getString('notifierName'), language: notifierLanguage(app, notice) });
    }
  }
  return [...byAddress.values()];
}

function notifierNotes(app: PbApp, decision: PbRecord): ModerationMail[] {
  const label = decision.getString('targetLabel');
  const url = websiteUrl(app, decision.getString('targetPath'));
  return notifiersOf(app, decision).map((notifier) =>
    inLanguage(notifier.language, () => ({
      to: notifier.email,
      subject: T.appealNoteSubject,
      paragraphs: [T.greeting(notifier.name), T.appealNoteReported(label, url), T.appealNoteLifted],
    })),
  );
}

/** Every e-mail of an appeal's outcome, built after its commit from the committed records. */
export function appealOutcomeMails(
  app: PbApp,
  decision: PbRecord,
  appeal: PbRecord,
  granted: boolean,
): ModerationMail[] {
  return [...memberOutcomeMail(app, decision, appeal, granted), ...(granted ? notifierNotes(app, decision) : [])];
}
