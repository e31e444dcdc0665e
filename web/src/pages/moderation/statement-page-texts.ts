import { APPEAL_LIMITS } from '@partilha/domain';

/**
 * The statement page's own words (docs/moderation-api.md "Statements and appeals"). The rules and
 * the server's answers are the domain's MODERATION_MESSAGES; these only frame them.
 */
export const STATEMENT_PAGE_TEXTS = {
  documentTitle: 'Decision about your content',
  titles: {
    listing: 'Decision about your listing',
    profile: 'Decision about your account',
    review: 'Decision about your review',
  },
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
  appealCount: (length: number) => `${length.toLocaleString('en')} / ${APPEAL_LIMITS.textMax.toLocaleString('en')}`,
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
