import type { NoticeTargetKind } from '@partilha/domain';

/**
 * Texts of the report form that the domain's MODERATION_MESSAGES do not hold (labels, hints). The
 * refusals and the server's answers are the domain's words.
 */
export const REPORT_TEXTS = {
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
} as const;

const KIND_WORDS: Record<NoticeTargetKind, string> = { listing: 'listing', profile: 'profile', review: 'review' };

/** "Report listing", the dialog's title and the form's heading. */
export function reportTitle(kind: NoticeTargetKind): string {
  return `Report ${KIND_WORDS[kind]}`;
}

/** "1,234/2,000": the explanation's live count. */
export function characterCount(length: number, max: number): string {
  const group = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${group(length)}/${group(max)}`;
}
