import { messageContentSchema } from '@partilha/domain';
import { badRequest } from './booking-api-errors';

/**
 * A message sent through the collection API (the create rule already admits only a party,
 * writing as themself, on a booking that is neither cancelled nor rejected): its text is stored
 * trimmed and must not be blank ("Message cannot be empty"), as the website's input requires.
 */
export function prepareBookingMessage(record: PbRecord): void {
  const result = messageContentSchema.safeParse(record.getString('content'));
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? '');
  record.set('content', result.data);
}
