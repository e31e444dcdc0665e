import { NOTICE_REASON_LABELS, NOTICE_TARGET_LABELS, type NoticeReason, type NoticeTargetKind } from '@partilha/domain';
import { websiteUrl, type ModerationMail } from './moderation-mail';

/** What a notice e-mail tells about: the item reported, the reason, and to whom. */
export interface NoticeMailFacts {
  to: string;
  name: string;
  kind: NoticeTargetKind;
  label: string;
  path: string;
  reason: NoticeReason;
}

function greeting(name: string): string {
  return name ? `Hello ${name},` : 'Hello,';
}

function whatWasReported(app: PbApp, facts: NoticeMailFacts): string {
  return `${NOTICE_TARGET_LABELS[facts.kind]}: "${facts.label}"\n${websiteUrl(app, facts.path)}\nReason: ${NOTICE_REASON_LABELS[facts.reason]}`;
}

/**
 * The acknowledgement of a notice that reached the queue (DSA Art. 16(4)-(5)): what was reported,
 * the reason, that a person will review it and that the notifier will hear the decision.
 */
export function acknowledgementMail(app: PbApp, facts: NoticeMailFacts): ModerationMail {
  return {
    to: facts.to,
    subject: 'We received your report — Partilha',
    paragraphs: [
      greeting(facts.name),
      'Thank you for your report. It has reached our moderators:',
      whatWasReported(app, facts),
      'A person on our team will review it, without automated decision-making, and we will e-mail you our decision.',
      'The Partilha team',
    ],
  };
}

/** A guest's confirmation link: nothing reaches the queue until they follow it (valid 24 hours). */
export function confirmationMail(app: PbApp, facts: NoticeMailFacts, token: string): ModerationMail {
  return {
    to: facts.to,
    subject: 'Please confirm your report — Partilha',
    paragraphs: [
      greeting(facts.name),
      'You reported this on Partilha:',
      whatWasReported(app, facts),
      `Please confirm your report by opening this link within 24 hours:\n${websiteUrl(app, `/report/confirm?token=${encodeURIComponent(token)}`)}`,
      'If you did not make this report, ignore this e-mail: nothing will be sent to our moderators.',
      'The Partilha team',
    ],
  };
}
