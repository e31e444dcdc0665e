import { localized } from '../i18n/catalogue';
import type { NoticeTargetKind } from './notice';

/**
 * Texts of the report form that MODERATION_MESSAGES do not hold (labels, hints). The refusals and
 * the server's answers are MODERATION_MESSAGES' words.
 */
export const REPORT_FORM_TEXTS_EN = {
  intro: 'Tell us what is wrong. A person on our team reviews every report, and we will tell you our decision.',
  reasonLabel: 'Reason',
  legalGroundLabel: 'Which law do you believe it breaks?',
  legalGroundPlaceholder: 'Choose a legal ground…',
  explanationLabel: 'Explanation',
  explanationHelper: 'What is wrong, and where? Links or quotes help.',
  nameLabel: 'Your name',
  emailLabel: 'Your e-mail address',
  memberHelper: 'From your account. We write to you about this report.',
  guestHelper: 'We send a confirmation link to this address; your report counts once you confirm it.',
  privacy: 'The person you report does not see your name or e-mail address.',
  goodFaith:
    'I confirm that the information in this report is accurate and complete, and that I am making it in good faith.',
  submit: 'Send report',
  cancel: 'Cancel',
  close: 'Done',
  submittedTitle: 'Report sent',
  confirmTitle: 'Check your e-mail',
  title: (kind: NoticeTargetKind) => `Report ${kind}`,
} as const;

export const REPORT_FORM_TEXTS = /* @__PURE__ */ localized('moderation.reportForm', REPORT_FORM_TEXTS_EN);

/** The statement of reasons as the website and the console draw it. */
export const STATEMENT_VIEW_TEXTS_EN = {
  title: 'Statement of reasons',
  committed: 'In force',
  reversed: 'Reversed on appeal',
  reversedNote: 'Appeal granted: the restriction has been lifted.',
} as const;

export const STATEMENT_VIEW_TEXTS = /* @__PURE__ */ localized('moderation.statementView', STATEMENT_VIEW_TEXTS_EN);
