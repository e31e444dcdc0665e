import type { Translation } from '../i18n/catalogue';
import type { CONSOLE_APPEALS_TEXTS_EN, CONSOLE_TRANSPARENCY_TEXTS_EN } from './console-appeals-texts';

export const CONSOLE_APPEALS_TEXTS_PT: Translation<typeof CONSOLE_APPEALS_TEXTS_EN> = {
  emptyOpen: 'Não há recursos à espera de decisão.',
  emptyGranted: 'Ainda nenhum recurso foi deferido.',
  emptyRejected: 'Ainda nenhum recurso foi indeferido.',
  emptyAll: 'Ainda nenhum membro recorreu de uma decisão.',
  status: 'Estado',
  allAppeals: 'Todos os recursos',
  filed: 'Apresentado',
  member: 'Membro',
  item: 'Conteúdo',
  decisionAppealed: 'Decisão recorrida',
  decidedBy: 'Decidida por',
  grantedOutcome: 'Deferido: a restrição foi levantada',
  rejectedOutcome: 'Indeferido: a decisão mantém-se',
  by: (name) => `Por ${name}`,
  appealBy: (name) => `Recurso de ${name}`,
  aMember: 'um membro',
  appeal: 'Recurso',
  notInResults: 'Este recurso não está nos resultados atuais. Escolhe «Todos os recursos» para o encontrar.',
  membersAppeal: 'O recurso do membro',
  theDecisionAppealed: 'A decisão recorrida',
  decision: 'Decisão',
  inForceSince: 'Em vigor desde',
  decideTheAppeal: 'Decidir o recurso',
  reasons: 'Motivos',
  reasonsHelper: (min) => `Pelo menos ${min} carateres. Fica registado no registo de auditoria.`,
  grant: 'Deferir recurso',
  reject: 'Indeferir recurso',
  loadingStatement: 'A carregar a exposição de motivos',
  noStatement: 'Esta decisão não tem exposição de motivos.',
};

/** pt-PT leaves four digits ungrouped and groups larger numbers with a space ("12 345"). */
function ptNumber(value: number, decimals: number): string {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  const [whole = '0', fraction] = String(rounded).split('.');
  const grouped = Math.abs(rounded) < 10_000 ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return fraction ? `${grouped},${fraction}` : grouped;
}

export const CONSOLE_TRANSPARENCY_TEXTS_PT: Translation<typeof CONSOLE_TRANSPARENCY_TEXTS_EN> = {
  subtitle:
    'Denúncias, decisões e recursos de um período, como o Regulamento dos Serviços Digitais da UE exige que as plataformas publiquem.',
  exportCsv: 'Exportar CSV',
  exportJson: 'Exportar JSON',
  exportCsvCommand: 'Exportar relatório de transparência em CSV',
  exportJsonCommand: 'Exportar relatório de transparência em JSON',
  period: 'Período',
  from: 'De',
  to: 'Até',
  thisMonth: 'Este mês',
  lastMonth: 'Mês passado',
  thisYear: 'Este ano',
  custom: 'Personalizado',
  notices: 'Denúncias',
  noticesReceived: 'Denúncias recebidas',
  noticesByReason: 'Denúncias por motivo',
  noticesByKind: 'Denúncias por tipo',
  noticesByOutcome: 'Denúncias por resultado',
  reason: 'Motivo',
  item: 'Conteúdo',
  outcome: 'Resultado',
  decisions: 'Decisões',
  decisionsMade: 'Decisões tomadas',
  undoneBeforeEffect: 'Anuladas antes de produzirem efeito',
  medianTime: 'Tempo mediano entre denúncia e decisão',
  decisionsByType: 'Decisões por tipo',
  decisionsByGround: 'Decisões por fundamento',
  decisionsBySource: 'Decisões por origem',
  decision: 'Decisão',
  ground: 'Fundamento',
  source: 'Origem',
  appeals: 'Recursos',
  appealsFiled: 'Recursos apresentados',
  open: 'Abertos',
  grantedReversed: 'Deferidos (decisão revertida)',
  rejected: 'Indeferidos',
  count: 'Número',
  share: 'Percentagem',
  awaitingDecision: 'À espera de decisão',
  noActionTaken: 'Nenhuma medida tomada',
  restrictionApplied: 'Restrição aplicada',
  aNotice: 'Uma denúncia',
  ownInitiative: 'Iniciativa própria',
  noGround: 'Sem fundamento (nenhuma medida)',
  minutes: (n) => `${n} min`,
  hours: (n) => `${n} h`,
  days: (n) => `${n} dias`,
  number: (value, decimals) => ptNumber(value, decimals),
};
