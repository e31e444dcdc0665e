import type { BookingActor } from '@partilha/domain';
import type { Actor } from './actor';
import { unauthorized } from './booking-api-errors';
import { SERVER_MESSAGES } from './server-messages';

/**
 * The caller's user id for a booking route: a guest is refused (401); a superuser is signed in
 * but is no party to any booking, so the routes' permission check refuses them with role none.
 */
export function bookingCallerId(actor: Actor): string | null {
  if (actor.kind === 'guest') throw unauthorized(SERVER_MESSAGES.signInRequired);
  return actor.kind === 'user' ? actor.id : null;
}

/** After the domain allowed a change the caller is a party, so both values are set. */
export function allowedParty(role: BookingActor | null, callerId: string | null): { role: BookingActor; id: string } {
  if (!role || !callerId) throw new Error('A booking change was allowed for someone outside the booking');
  return { role, id: callerId };
}
