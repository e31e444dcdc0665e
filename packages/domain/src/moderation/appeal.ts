import { localized } from '../i18n/catalogue';
import { z } from 'zod';
import { APPEAL_LIMITS } from './moderation-limits';
import { MODERATION_MESSAGES } from './moderation-messages';

/** A member may appeal a decision about them within six months of it (EU DSA Art. 20). */
export const APPEAL_WINDOW_MONTHS = 6;

export const APPEAL_STATUSES = ['open', 'granted', 'rejected'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
export const APPEAL_STATUS_LABELS_EN: Record<AppealStatus, string> = {
  open: 'Open',
  granted: 'Granted',
  rejected: 'Rejected',
};
export const APPEAL_STATUS_LABELS = /* @__PURE__ */ localized('moderation.appealStatus', APPEAL_STATUS_LABELS_EN);

/** The last moment to appeal a decision committed at `decidedAt`: six calendar months later (UTC). */
export function appealDeadline(decidedAt: Date): Date {
  const deadline = new Date(decidedAt.getTime());
  const day = deadline.getUTCDate();
  deadline.setUTCDate(1);
  deadline.setUTCMonth(deadline.getUTCMonth() + APPEAL_WINDOW_MONTHS);
  const lastDay = new Date(Date.UTC(deadline.getUTCFullYear(), deadline.getUTCMonth() + 1, 0)).getUTCDate();
  deadline.setUTCDate(Math.min(day, lastDay));
  return deadline;
}

export function isWithinAppealWindow(decidedAt: Date, now: Date): boolean {
  return now.getTime() <= appealDeadline(decidedAt).getTime();
}

/** What the member writes: `POST /api/moderation/decisions/{id}/appeal` `{ text }`. */
export const appealInputSchema = z.object({
  text: z
    .string({ message: MODERATION_MESSAGES.appealTextRequired })
    .trim()
    .min(1, MODERATION_MESSAGES.appealTextRequired)
    .min(APPEAL_LIMITS.textMin, MODERATION_MESSAGES.appealTextTooShort)
    .max(APPEAL_LIMITS.textMax, MODERATION_MESSAGES.appealTextTooLong),
});

/** What the second moderator decides: `POST /api/moderation/appeals/{id}/decision` `{ granted, reasons }`. */
export const appealDecisionInputSchema = z.object({
  granted: z.boolean({ message: MODERATION_MESSAGES.appealOutcomeRequired }),
  reasons: z
    .string({ message: MODERATION_MESSAGES.appealReasonsRequired })
    .trim()
    .min(APPEAL_LIMITS.reasonsMin, MODERATION_MESSAGES.appealReasonsRequired)
    .max(APPEAL_LIMITS.reasonsMax, MODERATION_MESSAGES.appealReasonsTooLong),
});
