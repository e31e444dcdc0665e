import type { Translation } from '../i18n/catalogue';
import type { RULE_FACT_TEXTS_EN } from './rule-fact-texts';

export const RULE_FACT_TEXTS_PT: Translation<typeof RULE_FACT_TEXTS_EN> = {
  lateCancellationRule: (hours, dayStart) =>
    `menos de ${hours} ${hours === 1 ? 'hora' : 'horas'} antes das ${dayStart} (hora de Lisboa) do primeiro dia da reserva`,
  lateCancellationExample: (dayStart) =>
    `Numa reserva que começa num sábado, cancelar antes das ${dayStart} de sexta-feira é cancelar a tempo; cancelar a partir das ${dayStart} de sexta-feira é um cancelamento tardio.`,
  reliabilityNew: (minBookings) =>
    `terminaram menos de ${minBookings} ${minBookings === 1 ? 'reserva' : 'reservas'} como cliente (concluídas ou canceladas).`,
  reliabilityExcellent: 'nenhum cancelamento tardio.',
  reliabilityGood: (share) => `menos de ${share} das reservas terminadas foram canceladas tardiamente.`,
  reliabilityFair: (share) => `menos de ${share} foram canceladas tardiamente.`,
  reliabilityPoor: (share) => `${share} ou mais foram canceladas tardiamente.`,
  statusPending: 'o pedido foi enviado e o proprietário ainda não respondeu.',
  statusNegotiating:
    'um de vocês alterou as datas, as horas, as notas ou o preço; o proprietário ainda tem de confirmar.',
  statusApproved: 'o proprietário aceitou; esses dias ficam bloqueados no calendário do anúncio.',
  statusRejected: 'o proprietário recusou o pedido.',
  statusCancelled: 'o cliente retirou o pedido, ou um de vocês cancelou uma reserva confirmada.',
  statusCompleted: 'o proprietário marcou a reserva como concluída; agora podem avaliar-se mutuamente.',
  listJoin: (head, last) => `${head} e ${last}`,
};
