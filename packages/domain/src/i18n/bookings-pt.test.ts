import { describe, expect, it } from 'vitest';
import { bookingNotificationContent } from '../booking/booking-effects';
import { HOURS_PER_DAY_CHOICES } from '../booking/booking-form-schemas';
import { hoursPerDayText } from '../booking/booking-hours';
import { bookingThreadText, detailsUpdatedThreadMessage } from '../booking/booking-messages';
import { bookingPriceFormula } from '../booking/booking-price';
import { BOOKING_STATUS_LABELS } from '../booking/booking';
import { CANCELLATION_REASONS, cancellationReasonText } from '../cancellation/cancellation-reasons';
import { newMessageNotificationContent } from '../notification/message-preview';
import { getRatingDisplay } from '../rating/rating-display';
import { getReliabilityRating } from '../reliability/reliability-rating';
import { reviewerDisplayName } from '../review/review-display';
import { REVIEW_SORT_OPTIONS } from '../review/review-sort';
import { inLanguage } from './active-language';
import { translateText } from './catalogue';

const pt = <T>(work: () => T): T => inLanguage('pt-PT', work);

describe('bookings, reviews and reliability in pt-PT (issue 19)', () => {
  it('names statuses, hours and the price formula in Portuguese', () => {
    expect(pt(() => BOOKING_STATUS_LABELS.approved)).toBe('Confirmada');
    expect(pt(() => [hoursPerDayText(1), hoursPerDayText(3), hoursPerDayText(24), hoursPerDayText(0)])).toEqual([
      '1 hora',
      '3 horas',
      'Dia inteiro (24 horas)',
      'Não definido',
    ]);
    expect(pt(() => bookingPriceFormula({ listingType: 'equipment', price: 12, hoursPerDay: 0, days: 3 }))).toMatch(
      /^12\s€ × 3 dias = 36\s€$/,
    );
  });

  it('reads option labels while drawing, never frozen at load', () => {
    expect(pt(() => HOURS_PER_DAY_CHOICES.map((choice) => choice.label).slice(0, 2))).toEqual(['1 hora', '2 horas']);
    expect(HOURS_PER_DAY_CHOICES[12]?.label).toBe('24 hours (full day)');
    expect(pt(() => REVIEW_SORT_OPTIONS[0].label)).toBe('Mais recentes');
    expect(REVIEW_SORT_OPTIONS[0].label).toBe('Newest First');
    expect(pt(() => CANCELLATION_REASONS[0].label)).toBe('Mudança de planos');
  });

  it('stores the English reason and the English thread message, shown in the reader language', () => {
    expect(pt(() => cancellationReasonText({ reason: 'emergency' }))).toBe('Emergency situation');
    expect(pt(() => translateText('Emergency situation'))).toBe('Situação de emergência');
    const stored = detailsUpdatedThreadMessage('owner');
    expect(stored).toBe('Booking details were updated by the owner.');
    expect(pt(() => bookingThreadText(stored))).toBe('Os detalhes da reserva foram atualizados pelo proprietário.');
    expect(pt(() => bookingThreadText('Booking details'))).toBe('Booking details');
  });

  it('writes notifications in the active language', () => {
    expect(pt(() => bookingNotificationContent({ kind: 'request', renterName: 'Rita' }, 'Berbequim'))).toBe(
      'Novo pedido de reserva de Rita para "Berbequim"',
    );
    expect(pt(() => bookingNotificationContent({ kind: 'status', status: 'rejected', reason: 'Fora' }, 'X'))).toBe(
      'O teu pedido de reserva de "X" foi recusado. Motivo: Fora',
    );
    expect(pt(() => newMessageNotificationContent('Ana', 'Olá', 3))).toBe('3 mensagens novas de Ana: Olá');
    expect(pt(() => newMessageNotificationContent('Ana', 'Olá'))).toBe('Nova mensagem de Ana: Olá');
  });

  it('gives ratings, reliability and anonymous reviewers Portuguese words with plurals', () => {
    expect(pt(() => getRatingDisplay(4.5, 1).text)).toBe('4,5 (1 avaliação)');
    expect(pt(() => getRatingDisplay(0, 0).text)).toBe('Ainda sem avaliações');
    expect(
      pt(() => getReliabilityRating({ totalCancellations: 1, lateCancellations: 1, endedBookings: 12 })),
    ).toMatchObject({ label: 'Fiável', description: '1 cancelamento tardio em 12 reservas' });
    expect(pt(() => getReliabilityRating({ endedBookings: 1 }))).toMatchObject({
      label: 'Membro novo',
      description: '1 reserva até agora',
    });
    expect(pt(() => reviewerDisplayName('abcdefghij', ''))).toBe('Utilizador abcdefgh');
  });
});
