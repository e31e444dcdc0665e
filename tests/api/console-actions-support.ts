/**
 * Helpers of the console write-route tests (console-actions, audit-log, member-suspension): staff
 * accounts, the routes' paths, and the audit entries as the superuser reads them.
 */
import { createUser, records, type Api, type Json, type TestUser } from '../support/api-client';

export const memberRoute = (id: string, what: 'verification' | 'suspension' | 'role') =>
  `/api/console/members/${id}/${what}`;
export const listingSuspensionRoute = (id: string) => `/api/console/listings/${id}/suspension`;
export const subscriptionStatusRoute = (id: string) => `/api/console/subscriptions/${id}/status`;

/** A member, a moderator or an operator (roles are set by the superuser that creates test users). */
export function createPerson(
  admin: Api,
  role: 'user' | 'moderator' | 'operator',
  displayName: string,
): Promise<TestUser> {
  return createUser(admin, { profile: { role, displayName, phoneNumber: '+351 912 000 000' } });
}

/** Audit entries about one target, oldest first (read by the superuser). */
export async function auditEntriesOf(admin: Api, targetId: string): Promise<Json[]> {
  const { body } = await admin.get(records('audit_log'), {
    filter: `targetId = "${targetId}"`,
    sort: 'created',
    perPage: 200,
  });
  return body.items as Json[];
}

/** How many audit entries there are in all. */
export async function auditCount(admin: Api): Promise<number> {
  const { body } = await admin.get(records('audit_log'), { perPage: 1 });
  return body.totalItems as number;
}

export const MEMBER_ITEM_KEYS = [
  'city',
  'created',
  'displayName',
  'firstName',
  'id',
  'lastName',
  'listingsCount',
  'ratingAsClient',
  'ratingAsProvider',
  'role',
  'suspended',
  'verifiedProvider',
];
