import { LISTING_PAGE_MESSAGES } from '@partilha/domain';
import type { usePocketBase } from '@partilha/data';

type Client = ReturnType<typeof usePocketBase>;

/**
 * Why a listing is out of the marketplace, as its owner and staff read it (docs/console-api.md):
 * suspended by staff (with the reason they gave, and the statement of reasons behind it when a
 * moderation decision suspended it), or hidden because its owner's account is suspended. Anyone else cannot read such a listing at all. The domain's Listing leaves these
 * server-kept fields out, so they are read and parsed here.
 */
export interface ListingSuspension {
  suspended: boolean;
  ownerSuspended: boolean;
  reason: string;
  /** The moderation decision whose statement of reasons explains the suspension, '' when none. */
  decisionId: string;
}

export function parseListingSuspension(record: unknown): ListingSuspension {
  const fields = (record !== null && typeof record === 'object' ? record : {}) as { [field: string]: unknown };
  return {
    suspended: fields.status === 'suspended',
    ownerSuspended: fields.ownerSuspended === true,
    reason: typeof fields.suspendedReason === 'string' ? fields.suspendedReason.trim() : '',
    decisionId:
      fields.status === 'suspended' && typeof fields.suspensionDecision === 'string'
        ? fields.suspensionDecision.trim()
        : '',
  };
}

export function isOutOfMarketplace(suspension: ListingSuspension): boolean {
  return suspension.suspended || suspension.ownerSuspended;
}

export async function getListingSuspension(client: Client, id: string): Promise<ListingSuspension> {
  const record = await client.collection('listings').getOne(id, {
    fields: 'status,ownerSuspended,suspendedReason,suspensionDecision',
  });
  return parseListingSuspension(record);
}

/** The warning the owner and staff read on a listing out of the marketplace. */
export function suspensionNotice(suspension: ListingSuspension): string {
  if (suspension.suspended) {
    const T = LISTING_PAGE_MESSAGES;
    return suspension.reason ? `${T.suspended} ${T.suspensionReason(suspension.reason)}` : T.suspended;
  }
  return LISTING_PAGE_MESSAGES.ownerSuspended;
}
