import { USER_ROLES, type UserRole } from '@partilha/domain';
import type PocketBase from 'pocketbase';
import { z } from 'zod';
import { consoleBookingSchema } from './console-bookings';
import { consolePageSchema, type ConsolePage } from './console-paged';
import type { PageRequest } from './console-query';
import { consoleGet, consolePost, idSegment } from './console-request';

const count = z.number().int().min(0);

export const consoleMemberSchema = z.object({
  id: z.string().min(1),
  displayName: z.string().catch(''),
  firstName: z.string().catch(''),
  lastName: z.string().catch(''),
  /** Present for operators only (`members.readContact`). */
  email: z.string().optional(),
  phoneNumber: z.string().optional(),
  role: z.enum(USER_ROLES),
  verifiedProvider: z.boolean().catch(false),
  city: z.string().catch(''),
  suspended: z.boolean().catch(false),
  created: z.string(),
  listingsCount: count.catch(0),
  ratingAsProvider: z.number().catch(0),
  ratingAsClient: z.number().catch(0),
});
/** One member row of the console. */
export type ConsoleMember = z.infer<typeof consoleMemberSchema>;

/** Filters of the Members table. */
export interface MemberFilters {
  /** Display, first or last name (and e-mail for operators). */
  q?: string;
  role?: UserRole | '';
  /** `true` verified providers only, `false` the others, unset both. */
  verified?: boolean | null;
  city?: string;
  /** YYYY-MM-DD */
  joinedFrom?: string;
  joinedTo?: string;
  /** `true` suspended members only, `false` the others, unset both. */
  suspended?: boolean | null;
}

/** A yes/no filter as the server reads it: "true", "false", or left out. */
const yesNo = (value: boolean | null | undefined) => (typeof value === 'boolean' ? String(value) : undefined);

export function membersQuery(filters: MemberFilters) {
  const { q, role, verified, city, joinedFrom, joinedTo, suspended } = filters;
  return { q, role, verified: yesNo(verified), city, joinedFrom, joinedTo, suspended: yesNo(suspended) };
}

const pageSchema = consolePageSchema(consoleMemberSchema);

/** `GET /api/console/members`. */
export function listConsoleMembers(
  client: PocketBase,
  filters: MemberFilters,
  page: PageRequest = {},
): Promise<ConsolePage<ConsoleMember>> {
  return consoleGet(client, '/api/console/members', pageSchema, { ...membersQuery(filters), ...page });
}

const reviewRowSchema = z.object({
  id: z.string(),
  reviewType: z.string(),
  overallRating: z.number(),
  title: z.string().catch(''),
  status: z.string().catch(''),
  created: z.string(),
  otherName: z.string().catch(''),
});
export type MemberReviewRow = z.infer<typeof reviewRowSchema>;

const memberDetailSchema = z.object({
  member: consoleMemberSchema.extend({
    bio: z.string().catch(''),
    suspendedReason: z.string().catch(''),
    suspendedAt: z.string().catch(''),
    totalCancellations: count.catch(0),
    lateCancellations: count.catch(0),
    endedBookings: count.catch(0),
    reviewsAsProvider: count.catch(0),
    reviewsAsClient: count.catch(0),
  }),
  listings: z.array(
    z.object({
      id: z.string(),
      title: z.string().catch(''),
      type: z.string(),
      status: z.string().catch('active'),
      ownerSuspended: z.boolean().catch(false),
      price: z.number(),
      created: z.string(),
    }),
  ),
  bookingsAsRenter: z.array(consoleBookingSchema),
  bookingsAsOwner: z.array(consoleBookingSchema),
  reviews: z.object({ written: z.array(reviewRowSchema), received: z.array(reviewRowSchema) }),
});
/** Everything the member drawer shows. */
export type ConsoleMemberDetail = z.infer<typeof memberDetailSchema>;

/** `GET /api/console/members/{id}`. */
export function getConsoleMember(client: PocketBase, id: string): Promise<ConsoleMemberDetail> {
  return consoleGet(client, `/api/console/members/${idSegment(id)}`, memberDetailSchema);
}

const memberPath = (id: string, action: string) => `/api/console/members/${idSegment(id)}/${action}`;

/** Grants (`true`) or revokes Verified Provider; audited with the reason. */
export function setMemberVerification(
  client: PocketBase,
  id: string,
  verified: boolean,
  reason: string,
): Promise<ConsoleMember> {
  return consolePost(client, memberPath(id, 'verification'), consoleMemberSchema, { verified, reason });
}

/** Suspends (`true`) or reinstates a member; the server refuses staff and oneself. */
export function setMemberSuspension(
  client: PocketBase,
  id: string,
  suspended: boolean,
  reason: string,
): Promise<ConsoleMember> {
  return consolePost(client, memberPath(id, 'suspension'), consoleMemberSchema, { suspended, reason });
}

/** Changes a member's role (operators only; never one's own, never the last operator). */
export function changeMemberRole(
  client: PocketBase,
  id: string,
  role: UserRole,
  reason: string,
): Promise<ConsoleMember> {
  return consolePost(client, memberPath(id, 'role'), consoleMemberSchema, { role, reason });
}
