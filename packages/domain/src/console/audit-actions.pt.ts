import type { Translation } from '../i18n/catalogue';
import type { AUDIT_ACTION_LABELS_EN } from './audit-actions';

export const AUDIT_ACTION_LABELS_PT: Translation<typeof AUDIT_ACTION_LABELS_EN> = {
  'member.role': 'Função alterada',
  'member.verify': 'Prestador verificado',
  'member.unverify': 'Verificação revogada',
  'member.suspend': 'Membro suspenso',
  'member.reinstate': 'Membro reativado',
  'listing.suspend': 'Anúncio suspenso',
  'listing.restore': 'Anúncio reposto',
  'subscription.status': 'Estado da subscrição alterado',
  'subscriptions.export': 'Subscrições exportadas',
  'bookings.export': 'Reservas exportadas',
  'audit.export': 'Registo de auditoria exportado',
  'moderation.decision': 'Decisão de moderação',
  'moderation.undo': 'Decisão de moderação anulada',
  'appeal.grant': 'Recurso deferido',
  'appeal.reject': 'Recurso indeferido',
  'restriction.expire': 'Restrição da conta terminada',
  'transparency.export': 'Relatório de transparência exportado',
  'settings.bookingTimers': 'Prazos dos lembretes de reserva alterados',
};
