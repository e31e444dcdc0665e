import {
  DEFAULT_LANGUAGE,
  MODERATION_MAIL_TEXTS as T,
  NOTICE_REASON_LABELS,
  NOTICE_TARGET_LABELS,
  inLanguage,
  type Language,
  type NoticeReason,
  type NoticeTargetKind,
} from '@partilha/domain';
import { websiteUrl, type ModerationMail } from './moderation-mail';

/** What a notice e-mail tells about: the item reported, the reason, and to whom. */
export interface NoticeMailFacts {
  to: string;
  name: string;
  kind: NoticeTargetKind;
  label: string;
  path: string;
  reason: NoticeReason;
  /** The notifier's language: a member's saved choice; a guest is written to in English. */
  language?: Language;
}

function whatWasReported(app: PbApp, facts: NoticeMailFacts): string {
  return `${NOTICE_TARGET_LABELS[facts.kind]}: "${facts.label}"\n${websiteUrl(app, facts.path)}\n${T.reasonLine(NOTICE_REASON_LABELS[facts.reason])}`;
}

/**
 * The acknowledgement of a notice that reached the queue (DSA Art. 16(4)-(5)): what was reported,
 * the reason, that a person will review it and that the notifier will hear the decision.
 */
export function acknowledgementMail(app: PbApp, facts: NoticeMailFacts): ModerationMail {
  return inLanguage(facts.language ?? DEFAULT_LANGUAGE, () => ({
    to: facts.to,
    subject: T.acknowledgementSubject,
    paragraphs: [
      T.greeting(facts.name),
      T.acknowledgementIntro,
      whatWasReported(app, facts),
      T.acknowledgementNext,
      T.signature,
    ],
  }));
}

/** A guest's confirmation link: nothing reaches the queue until they follow it (valid 24 hours). */
export function confirmationMail(app: PbApp, facts: NoticeMailFacts, token: string): ModerationMail {
  return inLanguage(facts.language ?? DEFAULT_LANGUAGE, () => ({
    to: facts.to,
    subject: T.confirmationSubject,
    paragraphs: [
      T.greeting(facts.name),
      T.confirmationIntro,
      whatWasReported(app, facts),
      T.confirmationLink(websiteUrl(app, `/report/confirm?token=${encodeURIComponent(token)}`)),
      T.confirmationIgnore,
      T.signature,
    ],
  }));
}
