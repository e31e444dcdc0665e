import { localized } from '../i18n/catalogue';
import { z } from 'zod';
import { listingDetailPath, type ListingType } from '../listing/listing-type';
import { NOTICE_LIMITS } from './moderation-limits';
import { MODERATION_MESSAGES } from './moderation-messages';

/**
 * What a notice (EU DSA Art. 16) can be about: a listing, a public profile or a review. Each kind
 * is one PocketBase collection; the queue keeps one open entry per (collection, id).
 */
export const NOTICE_TARGET_KINDS = ['listing', 'profile', 'review'] as const;
export type NoticeTargetKind = (typeof NOTICE_TARGET_KINDS)[number];

export const NOTICE_TARGET_COLLECTIONS: Record<NoticeTargetKind, 'listings' | 'users' | 'reviews'> = {
  listing: 'listings',
  profile: 'users',
  review: 'reviews',
};

export const NOTICE_TARGET_LABELS_EN: Record<NoticeTargetKind, string> = {
  listing: 'Listing',
  profile: 'Profile',
  review: 'Review',
};
export const NOTICE_TARGET_LABELS = /* @__PURE__ */ localized('moderation.targets', NOTICE_TARGET_LABELS_EN);

/** The fixed list of reasons a notifier chooses from. */
export const NOTICE_REASONS = [
  'illegal_content',
  'scam_fraud',
  'unsafe',
  'discrimination_harassment',
  'spam',
  'misleading',
  'other',
] as const;
export type NoticeReason = (typeof NOTICE_REASONS)[number];

export const NOTICE_REASON_LABELS_EN: Record<NoticeReason, string> = {
  illegal_content: 'Illegal content',
  scam_fraud: 'Scam or fraud',
  unsafe: 'Unsafe',
  discrimination_harassment: 'Discrimination or harassment',
  spam: 'Spam',
  misleading: 'Wrong category or misleading',
  other: 'Other',
};
export const NOTICE_REASON_LABELS = /* @__PURE__ */ localized('moderation.reasons', NOTICE_REASON_LABELS_EN);

/**
 * The legal grounds a notifier of illegal content chooses from (the categories of the EU
 * Transparency Database, in words a member understands). The value is what the export carries.
 */
export const LEGAL_GROUNDS = [
  'STATEMENT_CATEGORY_ILLEGAL_OR_HARMFUL_SPEECH',
  'STATEMENT_CATEGORY_INTELLECTUAL_PROPERTY_INFRINGEMENTS',
  'STATEMENT_CATEGORY_CONSUMER_INFORMATION',
  'STATEMENT_CATEGORY_DATA_PROTECTION_AND_PRIVACY_VIOLATIONS',
  'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
  'STATEMENT_CATEGORY_UNSAFE_AND_PROHIBITED_PRODUCTS',
  'STATEMENT_CATEGORY_VIOLENCE',
  'STATEMENT_CATEGORY_OTHER_VIOLATION_TC',
] as const;
export type LegalGround = (typeof LEGAL_GROUNDS)[number];

export const LEGAL_GROUND_LABELS_EN: Record<LegalGround, string> = {
  STATEMENT_CATEGORY_ILLEGAL_OR_HARMFUL_SPEECH: 'Illegal hate speech, defamation or threats',
  STATEMENT_CATEGORY_INTELLECTUAL_PROPERTY_INFRINGEMENTS: 'Copyright, trademark or other intellectual property',
  STATEMENT_CATEGORY_CONSUMER_INFORMATION: 'Consumer protection (misleading offers, hidden conditions)',
  STATEMENT_CATEGORY_DATA_PROTECTION_AND_PRIVACY_VIOLATIONS: 'Personal data or privacy',
  STATEMENT_CATEGORY_SCAMS_AND_FRAUD: 'Fraud',
  STATEMENT_CATEGORY_UNSAFE_AND_PROHIBITED_PRODUCTS: 'Unsafe or prohibited products or services',
  STATEMENT_CATEGORY_VIOLENCE: 'Violence',
  STATEMENT_CATEGORY_OTHER_VIOLATION_TC: 'Another law',
};
export const LEGAL_GROUND_LABELS = /* @__PURE__ */ localized('moderation.legalGrounds', LEGAL_GROUND_LABELS_EN);

const trimmed = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

/**
 * A notice as the website sends it to `POST /api/moderation/notices` (docs/moderation-api.md).
 * The same schema checks it in the report dialog and on the server. A member's name and e-mail
 * come from their account on the server, whatever the body says.
 */
export const noticeInputSchema = z
  .object({
    kind: z.enum(NOTICE_TARGET_KINDS, { message: MODERATION_MESSAGES.invalidTarget }),
    targetId: z
      .string({ message: MODERATION_MESSAGES.invalidTarget })
      .trim()
      .min(1, MODERATION_MESSAGES.invalidTarget)
      .max(40, MODERATION_MESSAGES.invalidTarget),
    reason: z.enum(NOTICE_REASONS, { message: MODERATION_MESSAGES.invalidReason }),
    // One message for any value off the list (a bare `.or('')` would answer zod's "Invalid input").
    legalGround: z
      .union([z.enum(LEGAL_GROUNDS), z.literal('')], { message: MODERATION_MESSAGES.invalidLegalGround })
      .optional(),
    explanation: z
      .string({ message: MODERATION_MESSAGES.explanationRequired })
      .trim()
      .min(1, MODERATION_MESSAGES.explanationRequired)
      .min(NOTICE_LIMITS.explanationMin, MODERATION_MESSAGES.explanationTooShort)
      .max(NOTICE_LIMITS.explanationMax, MODERATION_MESSAGES.explanationTooLong),
    name: trimmed(NOTICE_LIMITS.nameMax, MODERATION_MESSAGES.nameTooLong).optional().default(''),
    email: trimmed(NOTICE_LIMITS.emailMax, MODERATION_MESSAGES.emailInvalid).optional().default(''),
    goodFaith: z.literal(true, { message: MODERATION_MESSAGES.goodFaithRequired }),
  })
  .superRefine((notice, context) => {
    if (notice.reason === 'illegal_content' && !notice.legalGround) {
      context.addIssue({ code: 'custom', path: ['legalGround'], message: MODERATION_MESSAGES.legalGroundRequired });
    }
  });
export type NoticeInput = z.infer<typeof noticeInputSchema>;

/** A guest must give a name and an e-mail address (the server sends the confirmation link there). */
export const guestNotifierSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, MODERATION_MESSAGES.nameRequired)
    .max(NOTICE_LIMITS.nameMax, MODERATION_MESSAGES.nameTooLong),
  email: z
    .string()
    .trim()
    .min(1, MODERATION_MESSAGES.emailRequired)
    .max(NOTICE_LIMITS.emailMax, MODERATION_MESSAGES.emailInvalid)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, MODERATION_MESSAGES.emailInvalid),
});

/**
 * Where a reported item lives on the website (the notice keeps this URL): a listing's public page,
 * a profile, or a review on its reviewee's profile.
 */
export function noticeTargetPath(
  target:
    | { kind: 'listing'; id: string; listingType: ListingType }
    | { kind: 'profile'; id: string }
    | { kind: 'review'; id: string; reviewee: string },
): string {
  if (target.kind === 'listing') return listingDetailPath(target.listingType, target.id);
  if (target.kind === 'profile') return `/profile/${target.id}`;
  return `/profile/${target.reviewee}#review-${target.id}`;
}

/** The first problem with a notice, in the words the dialog and the server show; null when fine. */
export function noticeProblem(input: unknown): string | null {
  const parsed = noticeInputSchema.safeParse(input);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? MODERATION_MESSAGES.invalidNotice);
}
