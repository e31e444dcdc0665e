import { CONSOLE_MESSAGES, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@partilha/domain';
import { badRequest } from './api-errors';
import { appendAudit } from './audit-log';
import { inTransaction } from './booking-transaction';
import { actionReason, findTarget, type ActionBody } from './console-actions-input';
import type { ConsoleRequest } from './console-actions-members';
import { subscriptionRow, type SubscriptionRow } from './console-actions-rows';

const SUBSCRIPTIONS = 'subscriptions';

function isSubscriptionStatus(value: unknown): value is SubscriptionStatus {
  return typeof value === 'string' && (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);
}

/**
 * `POST /api/console/subscriptions/{id}/status` `{ status, reason }` (operators only): the only way
 * a subscription's status changes besides its owner signing up again. Audited as
 * subscription.status.
 */
export function setSubscriptionStatus(
  app: PbApp,
  request: ConsoleRequest,
  id: string,
  body: ActionBody,
): SubscriptionRow {
  if (!isSubscriptionStatus(body.status)) throw badRequest(CONSOLE_MESSAGES.invalidStatus);
  const status = body.status;
  const reason = actionReason(body);
  return inTransaction(app, (txApp) => {
    const subscription = findTarget(txApp, SUBSCRIPTIONS, id);
    const before = subscription.getString('status');
    subscription.set('status', status);
    txApp.save(subscription);
    appendAudit(txApp, {
      actor: request.actor,
      action: 'subscription.status',
      targetCollection: SUBSCRIPTIONS,
      targetId: subscription.id,
      targetLabel: subscription.getString('email'),
      before: { status: before },
      after: { status },
      reason,
      ip: request.ip,
    });
    return subscriptionRow(subscription);
  });
}
