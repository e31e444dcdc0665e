import type { Translation } from '../i18n/catalogue';
import type { BOOKING_NOTICE_MESSAGES_EN } from './booking-notice-messages';

export const BOOKING_NOTICE_MESSAGES_PT: Translation<typeof BOOKING_NOTICE_MESSAGES_EN> = {
  request: (title, renterName) => `Novo pedido de reserva de ${renterName} para ${title}`,
  detailsByOwner: (title) => `O proprietário atualizou os detalhes da reserva de ${title}`,
  detailsByRenter: (title) => `O cliente atualizou os detalhes da reserva de ${title}`,
  approved: (title) => `O teu pedido de reserva de ${title} foi confirmado`,
  rejected: (title) => `O teu pedido de reserva de ${title} foi recusado`,
  rejectedWithReason: (title, reason) => `O teu pedido de reserva de ${title} foi recusado. Motivo: ${reason}`,
  cancelled: (title) => `A reserva de ${title} foi cancelada`,
  completed: (title) => `A tua reserva de ${title} foi marcada como concluída`,
  negotiating: (title) => `A reserva de ${title} está agora em negociação`,
  updated: (title) => `A reserva de ${title} foi atualizada`,
  reminder: (title, renterName) =>
    `Lembrete: o pedido de reserva de ${renterName} para ${title} aguarda a tua resposta`,
  expiredRenter: (title) => `O teu pedido de reserva de ${title} expirou: o proprietário não respondeu a tempo`,
  expiredOwner: (title, renterName) =>
    `O pedido de reserva de ${renterName} para ${title} expirou: não foi respondido a tempo`,
  completionReminder: (title) => `A reserva de ${title} terminou: marca-a como concluída`,
  autoCompleted: (title) => `A reserva de ${title} foi concluída automaticamente`,
  newMessage: (senderName, preview) => `Nova mensagem de ${senderName}: ${preview}`,
  newMessages: (count, senderName, preview) => `${count} mensagens novas de ${senderName}: ${preview}`,
};
