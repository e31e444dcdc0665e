import { MODERATION_MESSAGES, REDRESS_ROUTES, statementPath } from '@partilha/domain';
import { findRecordOrNull } from './booking-records';
import { personNameOf } from './console-actions-rows';
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
  const paragraphs = [
    name ? `Hello ${name},` : 'Hello,',
    `We have reviewed your appeal against our decision about “${label}”. A different moderator from the one who made the decision reviewed it.`,
    granted ? MODERATION_MESSAGES.appealGranted : MODERATION_MESSAGES.appealRejected,
    `Our reasons:\n${appeal.getString('reasons')}`,
    `The decision and your appeal on Partilha: ${websiteUrl(app, statementPath(decision.id))} (or the link in our first e-mail about it).`,
  ];
  if (!granted) paragraphs.push(REDRESS_ROUTES.outOfCourt, REDRESS_ROUTES.courts);
  return [
    {
      to: member.getString('email'),
      subject: granted ? 'Partilha: your appeal was granted' : 'Partilha: your appeal was rejected',
      paragraphs,
    },
  ];
}

/** The confirmed notifiers of the decision's case, one per address. */
function notifiersOf(app: PbApp, decision: PbRecord): { email: string; name: string }[] {
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
  const byAddress = new Map<string, { email: string; name: string }>();
  for (const notice of notices) {
    const email = notice.getString('notifierEmail').trim();
    const key = email.toLowerCase();
    if (email && !byAddress.has(key)) byAddress.set(key, { email, name: notice.getString('notifierName') });
  }
  return [...byAddress.values()];
}

function notifierNotes(app: PbApp, decision: PbRecord): ModerationMail[] {
  const label = decision.getString('targetLabel');
  const url = websiteUrl(app, decision.getString('targetPath'));
  return notifiersOf(app, decision).map((notifier) => ({
    to: notifier.email,
    subject: 'Partilha: update on your report',
    paragraphs: [
      notifier.name ? `Hello ${notifier.name},` : 'Hello,',
      `You reported “${label}” (${url}), and we restricted it.`,
      'The member concerned appealed, and on review a different moderator lifted the restriction. Thank you for your report.',
    ],
  }));
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
