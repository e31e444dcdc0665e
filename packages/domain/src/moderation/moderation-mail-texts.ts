import { localized } from '../i18n/catalogue';

/**
 * The moderation e-mails (notices, statements of reasons, appeals), written in the recipient's
 * language: the hooks build each one inside `inLanguage`/`inMemberLanguage`. `kind` is the item's
 * label from NOTICE_TARGET_LABELS, as the sentence needs it.
 */
export const MODERATION_MAIL_TEXTS_EN = {
  greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
  signature: 'The Partilha team',
  reasonLine: (reason: string) => `Reason: ${reason}`,
  // Notices
  acknowledgementSubject: 'We received your report — Partilha',
  acknowledgementIntro: 'Thank you for your report. It has reached our moderators:',
  acknowledgementNext:
    'A person on our team will review it, without automated decision-making, and we will e-mail you our decision.',
  confirmationSubject: 'Please confirm your report — Partilha',
  confirmationIntro: 'You reported this on Partilha:',
  confirmationLink: (url: string) => `Please confirm your report by opening this link within 24 hours:\n${url}`,
  confirmationIgnore: 'If you did not make this report, ignore this e-mail: nothing will be sent to our moderators.',
  // Statement of reasons
  statementSubject: (kind: string, label: string) =>
    `Partilha: our decision about your ${kind.toLowerCase()} “${label}”`,
  statementIntro:
    'Our moderation team has restricted content on your account. This is our statement of reasons: what we decided, why, and what you can do about it.',
  statementReadOnline: (url: string) => `Read this statement on Partilha and appeal: ${url}`,
  notifierSubject: 'Partilha: our decision on your report',
  notifierThanks: (kind: string, label: string, url: string) =>
    `Thank you for your report about the ${kind.toLowerCase()} “${label}” (${url}).`,
  notifierNoAction: 'We reviewed it and decided to take no action.',
  notifierHideReview: 'We reviewed it and hid the review.',
  notifierSuspendListing: 'We reviewed it and suspended the listing.',
  notifierRestrictAccount: 'We reviewed it and restricted the account behind it.',
  notifierAnonymous: 'We do not tell the member concerned who reported them.',
  // Appeals
  appealGrantedSubject: 'Partilha: your appeal was granted',
  appealRejectedSubject: 'Partilha: your appeal was rejected',
  appealReviewed: (label: string) =>
    `We have reviewed your appeal against our decision about “${label}”. A different moderator from the one who made the decision reviewed it.`,
  appealReasons: (reasons: string) => `Our reasons:\n${reasons}`,
  appealOnline: (url: string) =>
    `The decision and your appeal on Partilha: ${url} (or the link in our first e-mail about it).`,
  appealNoteSubject: 'Partilha: update on your report',
  appealNoteReported: (label: string, url: string) => `You reported “${label}” (${url}), and we restricted it.`,
  appealNoteLifted:
    'The member concerned appealed, and on review a different moderator lifted the restriction. Thank you for your report.',
} as const;

export const MODERATION_MAIL_TEXTS = /* @__PURE__ */ localized('moderation.mail', MODERATION_MAIL_TEXTS_EN);
