import type PocketBase from 'pocketbase';
import { z } from 'zod';
import { consoleGet } from './console-request';

const count = z.number().int().min(0);

export const consoleOverviewSchema = z.object({
  members: z.object({ total: count, newThisWeek: count, suspended: count }),
  listings: z.object({ active: count, suspended: count }),
  bookingsThisWeek: z.object({
    pending: count,
    negotiating: count,
    approved: count,
    rejected: count,
    cancelled: count,
    completed: count,
  }),
  lateCancellationsThisMonth: count,
  openReports: count,
  /** `null` for moderators, who may not read subscriptions. */
  subscriptions: z.object({ active: count, unsubscribed: count }).nullable(),
});
/** Today's figures of the Overview screen. */
export type ConsoleOverview = z.infer<typeof consoleOverviewSchema>;

/** `GET /api/console/overview`. */
export function fetchConsoleOverview(client: PocketBase): Promise<ConsoleOverview> {
  return consoleGet(client, '/api/console/overview', consoleOverviewSchema);
}
