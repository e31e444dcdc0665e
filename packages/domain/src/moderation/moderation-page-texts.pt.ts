import type { Translation } from '../i18n/catalogue';
import { formatDate } from '../time/format-date';
import { APPEAL_LIMITS } from './moderation-limits';
import type {
  MODERATION_LIST_TEXTS_EN,
  REPORT_PAGE_TEXTS_EN,
  RESTRICTION_LABELS_EN,
  STATEMENT_PAGE_TEXTS_EN,
} from './moderation-page-texts';

export const REPORT_PAGE_TEXTS_PT: Translation<typeof REPORT_PAGE_TEXTS_EN> = {
  loading: 'A carregar o que estás a denunciar',
  badLink: 'Esta ligação de denúncia está incompleta. Usa o botão Denunciar no conteúdo que queres denunciar.',
  backTo: 'Voltar ao que denunciaste',
  backHome: 'Voltar ao início',
  tryAgain: 'Tentar novamente',
  confirmTitle: 'Confirma a tua denúncia',
  confirming: 'A confirmar a tua denúncia…',
  offline: 'Não foi possível enviar a tua denúncia. Verifica a tua ligação e tenta novamente.',
};

export const STATEMENT_PAGE_TEXTS_PT: Translation<typeof STATEMENT_PAGE_TEXTS_EN> = {
  documentTitle: 'Decisão sobre o teu conteúdo',
  title: (kind) =>
    kind === 'listing'
      ? 'Decisão sobre o teu anúncio'
      : kind === 'profile'
        ? 'Decisão sobre a tua conta'
        : 'Decisão sobre a tua avaliação',
  backToList: 'Decisões sobre o teu conteúdo',
  loadFailed: 'Não foi possível carregar esta decisão. Tenta novamente.',
  tryAgain: 'Tentar novamente',
  signInToRead: 'Inicia sessão para ler esta decisão ou abre a ligação do e-mail que te enviámos.',
  signIn: 'Iniciar sessão',
  notFound: 'Esta decisão não foi encontrada.',
  appealTitle: 'Recorrer desta decisão',
  appealIntro:
    'Diz-nos porque achas que a decisão está errada. Um moderador diferente vai revê-la e comunicamos-te o resultado, com os motivos.',
  appealLabel: 'Porque devemos rever esta decisão?',
  appealCount: (length) => `${length} / ${APPEAL_LIMITS.textMax}`,
  appealSubmit: 'Enviar recurso',
  appealFailed: 'Não foi possível enviar o teu recurso. Tenta novamente.',
  appealDeadline: (day) => `Podes recorrer até ${formatDate(day)}.`,
  appealReceivedTitle: 'Recurso recebido',
  appealReceived: (day) =>
    `Recebemos o teu recurso em ${formatDate(day)}. Um moderador diferente vai rever a decisão e comunicamos-te o resultado, com os motivos.`,
  appealGrantedTitle: 'Recurso deferido',
  appealRejectedTitle: 'Recurso indeferido',
  appealDecidedOn: (day) => `Decidido em ${formatDate(day)}.`,
  yourAppeal: 'O teu recurso',
  theirReasons: 'Os motivos',
  appealClosedTitle: 'Recurso',
};

export const MODERATION_LIST_TEXTS_PT: Translation<typeof MODERATION_LIST_TEXTS_EN> = {
  title: 'Decisões sobre o teu conteúdo',
  tab: 'Moderação',
  intro:
    'Quando restringimos um dos teus anúncios, uma das tuas avaliações ou a tua conta, explicamos porquê numa exposição de motivos. Podes ler cada uma aqui e recorrer no prazo de seis meses.',
  empty: 'Não há decisões sobre o teu conteúdo.',
  loadFailed: 'Não foi possível carregar as decisões sobre o teu conteúdo. Tenta novamente.',
  tryAgain: 'Tentar novamente',
  open: 'Ler a exposição de motivos',
  decided: 'Decidido em',
  status: 'Estado',
  appeal: 'Recurso',
  appealUnderReview: 'Recurso recebido, em análise',
  appealGranted: 'Recurso deferido',
  appealRejected: 'Recurso indeferido',
  notAppealedUntil: (day) => `Sem recurso: podes recorrer até ${formatDate(day)}`,
  notAppealed: 'Sem recurso',
  day: (day) => formatDate(day),
};

export const RESTRICTION_LABELS_PT: Translation<typeof RESTRICTION_LABELS_EN> = {
  no_action: 'Nenhuma medida',
  hide_review: 'Avaliação ocultada',
  suspend_listing: 'Anúncio suspenso',
  restrict_account: 'Conta suspensa',
};
