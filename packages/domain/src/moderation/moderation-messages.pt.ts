import type { Translation } from '../i18n/catalogue';
import { APPEAL_LIMITS, DECISION_LIMITS, NOTICE_LIMITS } from './moderation-limits';
import type { MODERATION_MESSAGES_EN } from './moderation-messages';

export const MODERATION_MESSAGES_PT: Translation<typeof MODERATION_MESSAGES_EN> = {
  // Notices
  invalidNotice: 'Verifica a denúncia e tenta novamente.',
  invalidTarget: 'Este conteúdo não pode ser denunciado.',
  targetNotFound: 'O conteúdo que estás a denunciar já não existe.',
  ownContent: 'Não podes denunciar o teu próprio conteúdo.',
  invalidReason: 'Escolhe um motivo da lista.',
  invalidLegalGround: 'Escolhe um fundamento legal da lista.',
  legalGroundRequired: 'Escolhe a lei que achas que é violada.',
  explanationRequired: 'Explica o que está errado.',
  explanationTooShort: `Explica o que está errado em pelo menos ${NOTICE_LIMITS.explanationMin} carateres.`,
  explanationTooLong: `A explicação não pode ter mais de ${NOTICE_LIMITS.explanationMax} carateres.`,
  nameRequired: 'Indica o teu nome.',
  nameTooLong: `O teu nome não pode ter mais de ${NOTICE_LIMITS.nameMax} carateres.`,
  emailRequired: 'Indica o teu endereço de e-mail.',
  emailInvalid: 'Indica um endereço de e-mail válido.',
  goodFaithRequired: 'Confirma que a tua denúncia é exata e feita de boa-fé.',
  alreadyReported: 'Já denunciaste este conteúdo. Vamos informar-te da nossa decisão.',
  noticeReceived: 'Obrigado. A tua denúncia chegou aos nossos moderadores; enviámos-te uma confirmação de receção.',
  noticeConfirmEmailSent: 'Quase pronto: confirma a tua denúncia com a ligação que enviámos para o teu e-mail.',
  noticeConfirmed: 'Obrigado. A tua denúncia está confirmada e chegou aos nossos moderadores.',
  noticeConfirmInvalid: 'Esta ligação de confirmação não é válida ou expirou. Denuncia o conteúdo novamente.',
  tooManyNotices: 'Demasiadas denúncias a partir deste endereço. Tenta novamente mais tarde.',

  // Decisions
  casesRequired: 'Escolhe pelo menos uma denúncia para decidir.',
  tooManyCases: `Podes decidir no máximo ${DECISION_LIMITS.bulkMax} denúncias de uma vez.`,
  caseNotOpen: 'Esta denúncia já foi decidida.',
  invalidDecision: 'Escolhe uma decisão.',
  decisionNotForKind: 'Esta decisão não se aplica a este tipo de conteúdo.',
  factsRequired: `Indica os factos em que a decisão se baseia (pelo menos ${DECISION_LIMITS.factsMin} carateres).`,
  factsTooLong: `Os factos não podem ter mais de ${DECISION_LIMITS.factsMax} carateres.`,
  groundRequired: 'Escolhe o fundamento da decisão.',
  clauseRequired: 'Escolhe a cláusula dos termos que o conteúdo viola.',
  invalidClause: 'Escolhe uma cláusula dos termos da lista.',
  groundExplanationRequired: `Explica porque é que o conteúdo se enquadra neste fundamento (pelo menos ${DECISION_LIMITS.explanationMin} carateres).`,
  groundExplanationTooLong: `A explicação não pode ter mais de ${DECISION_LIMITS.explanationMax} carateres.`,
  staffAccount: 'As contas da equipa não podem ser restringidas a partir da fila de moderação.',
  undoWindowOver: 'O prazo para anular terminou; a decisão está em vigor.',
  undoOnlyOwn: 'Só o moderador que tomou a decisão a pode anular.',
  undoWindowOpen: 'A decisão ainda pode ser anulada; produz efeito quando o prazo para anular terminar.',
  decisionNotFound: 'Esta decisão não foi encontrada.',
  decided: 'Decisão registada. Produz efeito dentro de 10 segundos.',
  undone: 'Decisão anulada. Nada foi alterado.',

  // Appeals
  appealTextRequired: 'Diz-nos porque é que a decisão deve ser revista.',
  appealTextTooShort: `Escreve pelo menos ${APPEAL_LIMITS.textMin} carateres.`,
  appealTextTooLong: `O teu recurso não pode ter mais de ${APPEAL_LIMITS.textMax} carateres.`,
  appealNotYours: 'Só o membro visado por esta decisão pode recorrer dela.',
  appealNotAppealable: 'Não é possível recorrer desta decisão.',
  appealWindowOver: 'Já passaram os seis meses para recorrer desta decisão.',
  appealAlreadyOpen: 'Já recorreste desta decisão.',
  appealFiled: 'Recebemos o teu recurso. Um moderador diferente vai rever a decisão.',
  appealSameModerator:
    'Um recurso tem de ser decidido por alguém que não seja o moderador que tomou a decisão original.',
  appealNotOpen: 'Este recurso já foi decidido.',
  appealOutcomeRequired: 'Escolhe se queres deferir ou indeferir o recurso.',
  appealReasonsRequired: `Indica os motivos da decisão sobre o recurso (pelo menos ${APPEAL_LIMITS.reasonsMin} carateres).`,
  appealReasonsTooLong: `Os motivos não podem ter mais de ${APPEAL_LIMITS.reasonsMax} carateres.`,
  appealGranted: 'Recurso deferido: a restrição foi levantada.',
  appealRejected: 'Recurso indeferido: a decisão mantém-se.',

  // Transparency
  invalidPeriod: 'Escolhe um período válido.',
  transparencyExported: 'Relatório de transparência exportado com sucesso',
  transparencyExportFailed: 'Não foi possível exportar o relatório de transparência',
};
