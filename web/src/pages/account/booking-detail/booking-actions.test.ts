import { allowedTransitionsFor, BOOKING_STATUSES, inLanguage, type BookingStatus } from '@partilha/domain';
import { describe, expect, it } from 'vitest';
import { bookingActions, STATUS_CONFIRMATIONS } from './booking-actions';

describe('bookingActions', () => {
  it('gives the owner the decision while pending or negotiating, and completion or cancel once approved', () => {
    expect(bookingActions('owner', 'pending')).toEqual({
      ownerDecision: true,
      markCompleted: false,
      editDetails: true,
      cancel: null,
    });
    expect(bookingActions('owner', 'approved')).toEqual({
      ownerDecision: false,
      markCompleted: true,
      editDetails: false,
      cancel: { label: 'Cancel Booking' },
    });
  });

  it('lets the renter withdraw a request and cancel an approved booking', () => {
    expect(bookingActions('renter', 'pending').cancel).toEqual({ label: 'Cancel Request' });
    expect(bookingActions('renter', 'negotiating').cancel).toEqual({ label: 'Cancel Request' });
    expect(bookingActions('renter', 'approved').cancel).toEqual({ label: 'Cancel Booking' });
    expect(bookingActions('renter', 'pending').ownerDecision).toBe(false);
    expect(bookingActions('renter', 'approved').markCompleted).toBe(false);
  });

  it('offers nothing on a finished booking', () => {
    for (const role of ['owner', 'renter'] as const) {
      for (const status of ['rejected', 'cancelled', 'completed'] as const) {
        expect(bookingActions(role, status)).toEqual({
          ownerDecision: false,
          markCompleted: false,
          editDetails: false,
          cancel: null,
        });
      }
    }
  });

  it('never offers a change the transition table refuses', () => {
    for (const role of ['owner', 'renter'] as const) {
      for (const status of BOOKING_STATUSES) {
        const actions = bookingActions(role, status);
        const allowed = (to: BookingStatus) => allowedTransitionsFor(status, role).includes(to);
        if (actions.ownerDecision) {
          expect(allowed('approved')).toBe(true);
          expect(allowed('rejected')).toBe(true);
        }
        if (actions.markCompleted) expect(allowed('completed')).toBe(true);
        if (actions.cancel) expect(allowed('cancelled')).toBe(true);
      }
    }
  });
});

describe('the booking actions in pt-PT (issue 19)', () => {
  it('labels the cancel button and asks for confirmation in the active language', () => {
    expect(inLanguage('pt-PT', () => bookingActions('renter', 'pending').cancel)).toEqual({ label: 'Cancelar pedido' });
    expect(inLanguage('pt-PT', () => bookingActions('owner', 'approved').cancel)).toEqual({
      label: 'Cancelar reserva',
    });
    expect(inLanguage('pt-PT', () => STATUS_CONFIRMATIONS.approved)).toMatchObject({
      title: 'Confirmar esta reserva?',
      confirm: 'Confirmar reserva',
    });
    expect(STATUS_CONFIRMATIONS.rejected.confirm).toBe('Reject');
  });
});
