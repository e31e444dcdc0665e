import { z } from 'zod';
import { emailSchema } from '../auth/email-address';
import { formatDate } from '../time/format-date';
import { recordIdField, selectWithDefaultField, timestampField } from '../shared/record-fields';

export const SUBSCRIPTION_STATUSES = ['active', 'unsubscribed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A `subscriptions` record: one newsletter sign-up. */
export const subscriptionSchema = z.object({
  id: recordIdField,
  email: z.string(),
  status: selectWithDefaultField(SUBSCRIPTION_STATUSES, 'active'),
  created: timestampField,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The sign-up form: a valid e-mail. */
export const subscribeFormSchema = z.object({ email: emailSchema });

/** Columns of the admin table and of the CSV export. */
export const SUBSCRIPTION_COLUMNS = ['Email', 'Date Subscribed', 'Status'] as const;

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The CSV export: a header line, then one line per sign-up (date as "Jan 5, 2026"), CRLF line ends. */
export function subscriptionsToCsv(rows: readonly Pick<Subscription, 'email' | 'status' | 'created'>[]): string {
  const lines = [SUBSCRIPTION_COLUMNS.join(',')];
  for (const row of rows) lines.push([row.email, formatDate(row.created), row.status].map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
