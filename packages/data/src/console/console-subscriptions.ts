import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@partilha/domain';
import type PocketBase from 'pocketbase';
import { z } from 'zod';
import { consolePageSchema, type ConsolePage } from './console-paged';
import type { PageRequest } from './console-query';
import { consoleGet, consolePost, idSegment } from './console-request';

export const consoleSubscriptionSchema = z.object({
  id: z.string().min(1),
  email: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  created: z.string(),
});
/** One newsletter sign-up as the console lists it. */
export type ConsoleSubscription = z.infer<typeof consoleSubscriptionSchema>;

/** Filters of the Subscriptions table and of its CSV export. */
export interface SubscriptionFilters {
  /** Case-insensitive substring of the e-mail. */
  q?: string;
  status?: SubscriptionStatus | '';
}

const pageSchema = consolePageSchema(consoleSubscriptionSchema);

export function subscriptionsQuery(filters: SubscriptionFilters) {
  return { q: filters.q, status: filters.status };
}

/** `GET /api/console/subscriptions` (operators only). */
export function listConsoleSubscriptions(
  client: PocketBase,
  filters: SubscriptionFilters,
  page: PageRequest = {},
): Promise<ConsolePage<ConsoleSubscription>> {
  return consoleGet(client, '/api/console/subscriptions', pageSchema, { ...subscriptionsQuery(filters), ...page });
}

/** `POST /api/console/subscriptions/{id}/status`: audited with the reason; resolves with the row. */
export function changeSubscriptionStatus(
  client: PocketBase,
  id: string,
  status: SubscriptionStatus,
  reason: string,
): Promise<ConsoleSubscription> {
  return consolePost(client, `/api/console/subscriptions/${idSegment(id)}/status`, consoleSubscriptionSchema, {
    status,
    reason,
  });
}
