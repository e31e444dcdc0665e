import {
  DEFAULT_LANGUAGE,
  MODERATION_MAIL_TEXTS as T,
  NOTICE_TARGET_LABELS,
  inLanguage,
  isRestriction,
  type Language,
  statementSections,
  type DecisionType,
  type StatementOfReasons,
} from '@partilha/domain';
import { websiteUrl, type ModerationMail } from './moderation-mail';

/** One person written to, in their language (a member's saved choice; a guest reads English). */
export interface MailRecipient {
  email: string;
  name: string;
  language?: Language;
}

/** Who hears of a committed decision, gathered in its transaction and written to after it. */
export interface CommittedDecision {
  statement: StatementOfReasons;
  /** The e-mail link's token (null for "no action": nothing to appeal). */
  appealToken: string | null;
  affected: MailRecipient | null;
  /** The confirmed notifiers of the case (never shown to the affected member). */
  notifiers: MailRecipient[];
}

/** The website page of a statement, with the token that opens it without signing in. */
export function statementUrl(app: PbApp, decisionId: string, token: string): string {
  return websiteUrl(app, `/moderation/statements/${decisionId}?token=${encodeURIComponent(token)}`);
}

/**
 * The statement of reasons (EU DSA Art. 17) to the member a restriction affects: every section of
 * the domain's statement, the appeal link among the redress routes. It carries nothing about who
 * reported the item. "No action" restricts nobody and sends none.
 */
export function statementMail(app: PbApp, committed: CommittedDecision): ModerationMail | null {
  const { statement, appealToken, affected } = committed;
  if (!isRestriction(statement.type) || !affected?.email || !appealToken) return null;
  const url = statementUrl(app, statement.decisionId, appealToken);
  return inLanguage(affected.language ?? DEFAULT_LANGUAGE, () => ({
    to: affected.email,
    subject: T.statementSubject(NOTICE_TARGET_LABELS[statement.kind], statement.targetLabel),
    paragraphs: [
      T.greeting(affected.name),
      T.statementIntro,
      ...statementSections(statement, url).map((section) => `${section.heading}\n${section.text}`),
      T.statementReadOnline(url),
    ],
  }));
}

/** The one-line outcome a notifier reads: what was decided, nothing more about the member. */
function notifierOutcome(type: DecisionType): string {
  switch (type) {
    case 'no_action':
      return T.notifierNoAction;
    case 'hide_review':
      return T.notifierHideReview;
    case 'suspend_listing':
      return T.notifierSuspendListing;
    case 'restrict_account':
      return T.notifierRestrictAccount;
  }
}

/** The decision e-mail to each confirmed notifier of the case (one per address). */
export function notifierDecisionMails(app: PbApp, committed: CommittedDecision): ModerationMail[] {
  const { statement } = committed;
  const seen = new Set<string>();
  const mails: ModerationMail[] = [];
  for (const notifier of committed.notifiers) {
    const key = notifier.email.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    mails.push(
      inLanguage(notifier.language ?? DEFAULT_LANGUAGE, () => ({
        to: notifier.email,
        subject: T.notifierSubject,
        paragraphs: [
          T.greeting(notifier.name),
          T.notifierThanks(
            NOTICE_TARGET_LABELS[statement.kind],
            statement.targetLabel,
            websiteUrl(app, statement.targetPath),
          ),
          notifierOutcome(statement.type),
          T.notifierAnonymous,
        ],
      })),
    );
  }
  return mails;
}

/** Every e-mail of one committed decision. */
export function committedDecisionMails(app: PbApp, committed: CommittedDecision): ModerationMail[] {
  const statement = statementMail(app, committed);
  return [...(statement ? [statement] : []), ...notifierDecisionMails(app, committed)];
}
