import type { Translation } from '../i18n/catalogue';
import { AUDIT_LIMITS } from './audit-actions';
import type { CONSOLE_MESSAGES_EN } from './console-messages';

export const CONSOLE_MESSAGES_PT: Translation<typeof CONSOLE_MESSAGES_EN> = {
  noAccess: 'Esta conta não tem acesso à consola de operação.',
  operatorsOnly: 'Só os operadores podem fazer isto.',
  signInRequired: 'Inicia sessão na consola de operação.',
  reasonRequired: 'Indica um motivo para esta ação.',
  reasonTooShort: `O motivo tem de ter pelo menos ${AUDIT_LIMITS.reasonMin} carateres.`,
  reasonTooLong: `O motivo não pode ter mais de ${AUDIT_LIMITS.reasonMax} carateres.`,
  invalidRole: 'Escolhe uma função válida.',
  ownRole: 'Não podes alterar a tua própria função.',
  lastOperator: 'A Partilha precisa de pelo menos um operador: este é o último.',
  ownSuspension: 'Não podes suspender a tua própria conta.',
  staffSuspension: 'Muda esta conta para membro antes de a suspender.',
  notFound: 'O recurso pedido não foi encontrado.',
  invalidQuery: 'Alguns filtros não são válidos. Verifica-os e tenta novamente.',
  invalidStatus: 'Escolhe um estado válido.',
  subscriptionsExported: 'Subscrições exportadas com sucesso',
  subscriptionsExportFailed: 'Não foi possível exportar as subscrições',
  bookingsExported: 'Reservas exportadas com sucesso',
  bookingsExportFailed: 'Não foi possível exportar as reservas',
  auditExported: 'Registo de auditoria exportado com sucesso',
  auditExportFailed: 'Não foi possível exportar o registo de auditoria',
  connectionLost: 'Ligação ao servidor perdida. As alterações voltam a aparecer quando a ligação for restabelecida.',
  accountSuspended: 'Esta conta está suspensa',
  listingUnavailable: 'Este anúncio não está disponível.',
  writeToTeam: 'Escreve à equipa da Partilha se achas que se trata de um erro.',
};
