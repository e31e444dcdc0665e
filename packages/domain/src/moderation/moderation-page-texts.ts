import { localized } from '../i18n/catalogue';
import type { DecisionType } from './decision';
import { APPEAL_LIMITS } from './moderation-limits';
import type { NoticeTargetKind } from './notice';

/** Texts of the website's report pages that MODERATION_MESSAGES do not hold. */
export const REPORT_PAGE_TEXTS_EN = {
  loading: 'Loading what you are reporting',
  badLink: 'This report link is not complete. Please use the Report button on the item you want to report.',
  backTo: 'Back to what you reported',
  backHome: 'Back to Home',
  tryAgain: 'Try Again',
  confirmTitle: 'Confirm your report',
  confirming: 'Confirming your report…',
  offline: 'Your report could not be sent. Please check your connection and try again.',
} as const;
export const REPORT_PAGE_TEXTS = /* @__PURE__ */ localized('moderation.reportPage', REPORT_PAGE_TEXTS_EN);

/**
 * The statement page's own words (docs/moderation-api.md "Statements and appeals"). The rules and
 * the server's answers are MODERATION_MESSAGES; these only frame them. Days arrive as ISO days
 * (YYYY-MM-DD), which the English half shows as they are.
 */
export const STATEMENT_PAGE_TEXTS_EN = {
  documentTitle: 'Decision about your content',
  title: (kind: NoticeTargetKind) =>
    kind === 'listing'
      ? 'Decision about your listing'
      : kind === 'profile'
        ? 'Decision about your account'
        : 'Decision about your review',
  backToList: 'Decisions about your content',
  loadFailed: 'We could not load this decision. Please try again.',
  tryAgain: 'Try Again',
  signInToRead: 'Sign in to read this decision, or open the link in the e-mail we sent you.',
  signIn: 'Sign In',
  notFound: 'This decision was not found.',
  appealTitle: 'Appeal this decision',
  appealIntro:
    'Tell us why you think the decision is wrong. A different moderator will review it, and we will tell you the outcome with reasons.',
  appealLabel: 'Why should we review this decision?',
  appealCount: (length: number) =>
    `${String(length).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} / ${String(APPEAL_LIMITS.textMax).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`,
  appealSubmit: 'Send Appeal',
  appealFailed: 'Your appeal could not be sent. Please try again.',
  appealDeadline: (day: string) => `You can appeal until ${day}.`,
  appealReceivedTitle: 'Appeal received',
  appealReceived: (day: string) =>
    `We received your appeal on ${day}. A different moderator will review the decision, and we will tell you the outcome with reasons.`,
  appealGrantedTitle: 'Appeal granted',
  appealRejectedTitle: 'Appeal rejected',
  appealDecidedOn: (day: string) => `Decided on ${day}.`,
  yourAppeal: 'Your appeal',
  theirReasons: 'The reasons',
  appealClosedTitle: 'Appeal',
} as const;
export const STATEMENT_PAGE_TEXTS = /* @__PURE__ */ localized('moderation.statementPage', STATEMENT_PAGE_TEXTS_EN);

/** "Decisions about your content" in the member's account. */
export const MODERATION_LIST_TEXTS_EN = {
  title: 'Decisions about your content',
  tab: 'Moderation',
  intro:
    'When we restrict one of your listings, reviews or your account, we explain why in a statement of reasons. You can read each one here and appeal it within six months.',
  empty: 'No decisions about your content.',
  loadFailed: 'We could not load the decisions about your content. Please try again.',
  tryAgain: 'Try Again',
  open: 'Read the statement',
  decided: 'Decided',
  status: 'Status',
  appeal: 'Appeal',
  appealUnderReview: 'Appeal received, under review',
  appealGranted: 'Appeal granted',
  appealRejected: 'Appeal rejected',
  notAppealedUntil: (day: string) => `Not appealed: you can appeal until ${day}`,
  notAppealed: 'Not appealed',
  /** A moderation day as the page shows it: ISO in English, written out in Portuguese. */
  day: (day: string) => day,
} as const;
export const MODERATION_LIST_TEXTS = /* @__PURE__ */ localized('moderation.list', MODERATION_LIST_TEXTS_EN);

/** The restriction as the member reads it (the console's labels are the moderator's verbs). */
export const RESTRICTION_LABELS_EN: Record<DecisionType, string> = {
  no_action: 'No action',
  hide_review: 'Review hidden',
  suspend_listing: 'Listing suspended',
  restrict_account: 'Account suspended',
};
export const RESTRICTION_LABELS = /* @__PURE__ */ localized('moderation.restrictions', RESTRICTION_LABELS_EN);
