import { DEFAULT_NOTIFICATION_PREFERENCES } from '@partilha/domain';
import { z } from 'zod';
import { atom } from '../state/jotai';

/** What the apps know about the signed-in user (the auth record parsed; never a raw record). */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string().default(''),
  verified: z.boolean().default(false),
  role: z.enum(['user', 'moderator', 'operator']).catch('user'),
  displayName: z.string().default(''),
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  city: z.string().default(''),
  postalCode: z.string().default(''),
  avatar: z.string().default(''),
  verifiedProvider: z.boolean().default(false),
  phoneNumber: z.string().default(''),
  showPhone: z.boolean().default(false),
  bio: z.string().default(''),
  notifyEmail: z.boolean().default(DEFAULT_NOTIFICATION_PREFERENCES.notifyEmail),
  notifyPush: z.boolean().default(DEFAULT_NOTIFICATION_PREFERENCES.notifyPush),
  notifyMarketing: z.boolean().default(DEFAULT_NOTIFICATION_PREFERENCES.notifyMarketing),
  /** The language the member chose ('' until their app first saves it; issue 19). */
  preferredLanguage: z.string().default(''),
  /** When the account was made: the spec's memberSince. */
  created: z.string().default(''),
  collectionId: z.string(),
  collectionName: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export type AuthState =
  { status: 'loading'; user: null } | { status: 'signedOut'; user: null } | { status: 'signedIn'; user: SessionUser };

export const authStateAtom = atom<AuthState>({ status: 'loading', user: null });

/** Parses the auth record PocketBase keeps; null when absent or not a user. */
export function toSessionUser(record: unknown): SessionUser | null {
  const parsed = sessionUserSchema.safeParse(record);
  return parsed.success ? parsed.data : null;
}

/** The profile-completeness rule of the route guard: city and postal code are set. */
export function hasCompleteProfile(user: SessionUser): boolean {
  return user.city.trim() !== '' && user.postalCode.trim() !== '';
}
