/** Texts of the report pages that the domain's MODERATION_MESSAGES do not hold. */
export const REPORT_PAGE_TEXTS = {
  loading: 'Loading what you are reporting',
  badLink: 'This report link is not complete. Please use the Report button on the item you want to report.',
  backTo: 'Back to what you reported',
  backHome: 'Back to Home',
  tryAgain: 'Try Again',
  confirmTitle: 'Confirm your report',
  confirming: 'Confirming your report…',
} as const;
