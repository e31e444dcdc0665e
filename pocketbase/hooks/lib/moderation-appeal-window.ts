import { MODERATION_MESSAGES, isWithinAppealWindow, parseTimestamp } from '@partilha/domain';

/**
 * Why the member cannot appeal this decision now, or null when they can: one appeal per decision
 * (409 appealAlreadyOpen), only a restriction in force (409 appealNotAppealable: "no action", or
 * reversed), and only within six months of it taking effect (409 appealWindowOver). The window is
 * the domain's rule from the commit time, and the stored `appealDeadline` closes it too: the
 * statement the member holds names that day, so the server never accepts past it.
 */
export function appealRefusal(decision: PbRecord, appeal: PbRecord | null, now: Date): string | null {
  if (appeal) return MODERATION_MESSAGES.appealAlreadyOpen;
  if (decision.getString('status') !== 'committed' || decision.getString('type') === 'no_action') {
    return MODERATION_MESSAGES.appealNotAppealable;
  }
  const committedAt = parseTimestamp(decision.getString('committedAt'));
  const deadline = parseTimestamp(decision.getString('appealDeadline'));
  if (!committedAt || !isWithinAppealWindow(committedAt, now)) return MODERATION_MESSAGES.appealWindowOver;
  if (deadline && now.getTime() > deadline.getTime()) return MODERATION_MESSAGES.appealWindowOver;
  return null;
}
