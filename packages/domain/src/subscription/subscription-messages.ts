/** User-facing texts of the subscriptions admin page (spec 000 §2, §8). */
export const SUBSCRIPTION_MESSAGES = {
  exported: 'Subscriptions exported successfully',
  exportFailed: 'Failed to export subscriptions',
  exportButton: 'Export CSV',
} as const;
