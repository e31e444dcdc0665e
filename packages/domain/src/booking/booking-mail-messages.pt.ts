import type { Translation } from '../i18n/catalogue';
import type { BOOKING_MAIL_MESSAGES_EN } from './booking-mail-messages';

export const BOOKING_MAIL_MESSAGES_PT: Translation<typeof BOOKING_MAIL_MESSAGES_EN> = {
  greeting: (name) => `Olá, ${name},`,
  greetingNoName: 'Olá,',

  requestSubject: (title) => `Novo pedido de reserva para "${title}"`,
  requestHappened: (renter, title) => `${renter} gostaria de reservar ${title}.`,
  requestAction: 'Ver o pedido',
  approvedSubject: (title) => `A tua reserva de "${title}" está confirmada`,
  approvedHappened: (sender, title) => `${sender} confirmou o teu pedido de reserva de ${title}.`,
  rejectedSubject: (title) => `O teu pedido de reserva de "${title}" foi recusado`,
  rejectedHappened: (sender, title) => `${sender} recusou o teu pedido de reserva de ${title}.`,
  cancelledSubject: (title) => `A reserva de "${title}" foi cancelada`,
  cancelledHappened: (sender, title) => `${sender} cancelou a reserva de ${title}.`,
  completedSubject: (title) => `A tua reserva de "${title}" está concluída`,
  completedHappened: (sender, title) =>
    `${sender} marcou a tua reserva de ${title} como concluída. Já podes deixar uma avaliação.`,
  viewAction: 'Ver a reserva',

  reminderSubject: (title) => `Um pedido de reserva para "${title}" aguarda a tua resposta`,
  reminderHappened: (renter, title, expiresAt) =>
    `${renter} pediu para reservar ${title} e aguarda a tua resposta. Se não o aceitares ou recusares até ${expiresAt}, o pedido expira.`,
  expiredSubject: (title) => `O pedido de reserva para "${title}" expirou`,
  expiredHappenedRenter: (title) =>
    `O teu pedido de reserva de ${title} expirou: o proprietário não respondeu a tempo. Podes enviar um novo pedido.`,
  expiredHappenedOwner: (renter, title) =>
    `O pedido de reserva de ${renter} para ${title} expirou porque não foi respondido a tempo. Os dias ficaram livres.`,
  completionReminderSubject: (title) => `Marca a reserva de "${title}" como concluída`,
  completionReminderHappened: (renter, title, completesAt) =>
    `A reserva de ${title} por ${renter} terminou. Marca-a como concluída para que ambos possam deixar uma avaliação; se não fizeres nada, fica concluída automaticamente a ${completesAt}.`,
  autoCompletedSubject: (title) => `A reserva de "${title}" está concluída`,
  autoCompletedHappened: (title) =>
    `A reserva de ${title} foi concluída automaticamente depois do último dia. Já podes deixar uma avaliação.`,

  listing: 'Anúncio',
  dates: 'Datas',
  daysBooked: 'Dias reservados',
  hoursPerDay: 'Horas por dia',
  totalPrice: 'Preço total',
  note: 'Nota',
  reason: 'Motivo',
};
