import { describe, expect, it } from 'vitest';
import { subscribeFormSchema, subscriptionSchema, subscriptionsToCsv } from './subscription';
import { SUBSCRIPTION_MESSAGES } from './subscription-messages';

describe('subscriptions', () => {
  it('exports CSV with the admin columns and escapes cells', () => {
    const csv = subscriptionsToCsv([
      { email: 'ana@example.pt', status: 'active', created: '2026-01-05 10:00:00.000Z' },
      { email: 'odd,"name"@example.pt', status: 'unsubscribed', created: '2026-02-01 10:00:00.000Z' },
    ]);
    expect(csv).toBe(
      'Email,Date Subscribed,Status\r\nana@example.pt,"Jan 5, 2026",active\r\n"odd,""name""@example.pt","Feb 1, 2026",unsubscribed\r\n',
    );
  });

  it('parses records, checks sign-ups and keeps the export texts', () => {
    expect(subscriptionSchema.parse({ id: 's1', email: 'a@b.pt', status: '' }).status).toBe('active');
    expect(subscribeFormSchema.safeParse({ email: 'nope' }).success).toBe(false);
    expect(SUBSCRIPTION_MESSAGES.exported).toBe('Subscriptions exported successfully');
    expect(SUBSCRIPTION_MESSAGES.exportFailed).toBe('Failed to export subscriptions');
  });
});
