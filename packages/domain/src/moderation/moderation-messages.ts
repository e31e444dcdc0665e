import { localized } from '../i18n/catalogue';
import { APPEAL_LIMITS, DECISION_LIMITS, NOTICE_LIMITS } from './moderation-limits';

/** Every text of notices, decisions, appeals and transparency, for the website, console, e-mails and server. */
export const MODERATION_MESSAGES_EN = {
  // Notices
  invalidNotice: 'Please check the report and try again.',
  invalidTarget: 'This item cannot be reported.',
  targetNotFound: 'The item you are reporting no longer exists.',
  ownContent: 'You cannot report your own content.',
  invalidReason: 'Please choose a reason from the list.',
  invalidLegalGround: 'Please choose a legal ground from the list.',
  legalGroundRequired: 'Please choose the law you believe this breaks.',
  explanationRequired: 'Please explain what is wrong.',
  explanationTooShort: `Please explain what is wrong in at least ${NOTICE_LIMITS.explanationMin} characters.`,
  explanationTooLong: `The explanation cannot exceed ${NOTICE_LIMITS.explanationMax} characters.`,
  nameRequired: 'Please enter your name.',
  nameTooLong: `Your name cannot exceed ${NOTICE_LIMITS.nameMax} characters.`,
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  goodFaithRequired: 'Please confirm that your report is accurate and made in good faith.',
  alreadyReported: 'You have already reported this. We will tell you our decision.',
  noticeReceived: 'Thank you. Your report has reached our moderators; we have sent you an acknowledgement.',
  noticeConfirmEmailSent: 'Almost done: please confirm your report with the link we sent to your e-mail address.',
  noticeConfirmed: 'Thank you. Your report is confirmed and has reached our moderators.',
  noticeConfirmInvalid: 'This confirmation link is not valid or has expired. Please report the item again.',
  tooManyNotices: 'Too many reports from this address. Please try again later.',

  // Decisions
  casesRequired: 'Please choose at least one report to decide.',
  tooManyCases: `You can decide at most ${DECISION_LIMITS.bulkMax} reports at once.`,
  caseNotOpen: 'This report has already been decided.',
  invalidDecision: 'Please choose a decision.',
  decisionNotForKind: 'This decision does not apply to this kind of item.',
  factsRequired: `Please state the facts the decision relies on (at least ${DECISION_LIMITS.factsMin} characters).`,
  factsTooLong: `The facts cannot exceed ${DECISION_LIMITS.factsMax} characters.`,
  groundRequired: 'Please choose the ground of the decision.',
  clauseRequired: 'Please choose the clause of the terms the content breaks.',
  invalidClause: 'Please choose a clause of the terms from the list.',
  groundExplanationRequired: `Please explain why the content falls under this ground (at least ${DECISION_LIMITS.explanationMin} characters).`,
  groundExplanationTooLong: `The explanation cannot exceed ${DECISION_LIMITS.explanationMax} characters.`,
  staffAccount: 'Staff accounts cannot be restricted from the moderation queue.',
  undoWindowOver: 'The undo window has closed; the decision is in force.',
  undoOnlyOwn: 'Only the moderator who made the decision can undo it.',
  undoWindowOpen: 'The decision can still be undone; it takes effect when the undo window closes.',
  decisionNotFound: 'This decision was not found.',
  decided: 'Decision recorded. It takes effect in 10 seconds.',
  undone: 'Decision undone. Nothing was changed.',

  // Appeals
  appealTextRequired: 'Please tell us why the decision should be reviewed.',
  appealTextTooShort: `Please write at least ${APPEAL_LIMITS.textMin} characters.`,
  appealTextTooLong: `Your appeal cannot exceed ${APPEAL_LIMITS.textMax} characters.`,
  appealNotYours: 'Only the member this decision is about can appeal it.',
  appealNotAppealable: 'This decision cannot be appealed.',
  appealWindowOver: 'The six months for appealing this decision have passed.',
  appealAlreadyOpen: 'You have already appealed this decision.',
  appealFiled: 'Your appeal has been received. A different moderator will review the decision.',
  appealSameModerator: 'An appeal must be decided by someone other than the moderator who made the original decision.',
  appealNotOpen: 'This appeal has already been decided.',
  appealOutcomeRequired: 'Please choose whether to grant or reject the appeal.',
  appealReasonsRequired: `Please give the reasons for the appeal decision (at least ${APPEAL_LIMITS.reasonsMin} characters).`,
  appealReasonsTooLong: `The reasons cannot exceed ${APPEAL_LIMITS.reasonsMax} characters.`,
  appealGranted: 'Appeal granted: the restriction has been lifted.',
  appealRejected: 'Appeal rejected: the decision stands.',

  // Transparency
  invalidPeriod: 'Please choose a valid period.',
  transparencyExported: 'Transparency report exported successfully',
  transparencyExportFailed: 'Failed to export the transparency report',
} as const;

export const MODERATION_MESSAGES = /* @__PURE__ */ localized('moderation', MODERATION_MESSAGES_EN);
