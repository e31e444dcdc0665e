import {
  NOTICE_TARGET_LABELS,
  isRestriction,
  statementSections,
  type DecisionType,
  type StatementOfReasons,
} from '@partilha/domain';
import { websiteUrl, type ModerationMail } from './moderation-mail';

/** Who hears of a committed decision, gathered in its transaction and written to after it. */
export interface CommittedDecision {
  statement: StatementOfReasons;
  /** The e-mail link's token (null for "no action": nothing to appeal). */
  appealToken: string | null;
  affected: { email: string; name: string } | null;
  /** The confirmed notifiers of the case (never shown to the affected member). */
  notifiers: { email: string; name: string }[];
}

/** The website page of a statement, with the token that opens it without signing in. */
export function statementUrl(app: PbApp, decisionId: string, token: string): string {
  return websiteUrl(app, `/moderation/statements/${decisionId}?token=${encodeURIComponent(token)}`);
}

function greeting(name: string): string {
  return name ? `Hello ${name},` : 'Hello,';
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
  const kind = NOTICE_TARGET_LABELS[statement.kind].toLowerCase();
  return {
    to: affected.email,
    subject: `Partilha: our decision about your ${kind} “${statement.targetLabel}”`,
    paragraphs: [
      greeting(affected.name),
      'Our moderation team has restricted content on your account. This is our statement of reasons: what we decided, why, and what you can do about it.',
      ...statementSections(statement, url).map((section) => `${section.heading}\n${section.text}`),
      `Read this statement on Partilha and appeal: ${url}`,
    ],
  };
}

/** The one-line outcome a notifier reads: what was decided, nothing more about the member. */
const NOTIFIER_OUTCOMES: Record<DecisionType, string> = {
  no_action: 'We reviewed it and decided to take no action.',
  hide_review: 'We reviewed it and hid the review.',
  suspend_listing: 'We reviewed it and suspended the listing.',
  restrict_account: 'We reviewed it and restricted the account behind it.',
};

/** The decision e-mail to each confirmed notifier of the case (one per address). */
export function notifierDecisionMails(app: PbApp, committed: CommittedDecision): ModerationMail[] {
  const { statement } = committed;
  const kind = NOTICE_TARGET_LABELS[statement.kind].toLowerCase();
  const seen = new Set<string>();
  const mails: ModerationMail[] = [];
  for (const notifier of committed.notifiers) {
    const key = notifier.email.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    mails.push({
      to: notifier.email,
      subject: 'Partilha: our decision on your report',
      paragraphs: [
        greeting(notifier.name),
        `Thank you for your report about the ${kind} “${statement.targetLabel}” (${websiteUrl(app, statement.targetPath)}).`,
        NOTIFIER_OUTCOMES[statement.type],
        'We do not tell the member concerned who reported them.',
      ],
    });
  }
  return mails;
}

/** Every e-mail of one committed decision. */
export function committedDecisionMails(app: PbApp, committed: CommittedDecision): ModerationMail[] {
  const statement = statementMail(app, committed);
  return [...(statement ? [statement] : []), ...notifierDecisionMails(app, committed)];
}
