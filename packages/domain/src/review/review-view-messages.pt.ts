import type { Translation } from '../i18n/catalogue';
import type {
  OWN_REVIEW_TEXTS_EN,
  REVIEW_CARD_TEXTS_EN,
  REVIEW_FORM_TEXTS_EN,
  REVIEW_LIST_TEXTS_EN,
  REVIEW_PAGE_TEXTS_EN,
} from './review-view-messages';

export const REVIEW_CARD_TEXTS_PT: Translation<typeof REVIEW_CARD_TEXTS_EN> = {
  helpful: 'Útil',
  report: 'Denunciar',
  reported: 'Denunciada',
  edit: 'Editar',
  delete: 'Eliminar',
  verified: 'Reserva verificada',
  theReviewed: 'a pessoa avaliada',
  photos: 'Fotografias',
  helpfulCount: (count) =>
    count === 1 ? '1 pessoa achou esta avaliação útil' : `${count} pessoas acharam esta avaliação útil`,
  photoAlt: (reviewerName, position, count) => `Fotografia ${position} de ${count} da avaliação de ${reviewerName}`,
};

export const REVIEW_FORM_TEXTS_PT: Translation<typeof REVIEW_FORM_TEXTS_EN> = {
  overallRating: 'Classificação geral',
  categoryRatings: 'Classificações por categoria',
  optional: '(opcional)',
  required: '(obrigatório)',
  title: 'Título',
  content: 'Avaliação',
  submit: 'Enviar avaliação',
  cancel: 'Cancelar',
  clear: 'Limpar',
  notRated: 'Sem classificação',
  stars: (stars) => (stars === 1 ? '1 estrela' : `${stars} estrelas`),
};

export const REVIEW_LIST_TEXTS_PT: Translation<typeof REVIEW_LIST_TEXTS_EN> = {
  sortBy: 'Ordenar por',
  loading: 'A carregar avaliações...',
  label: 'Avaliações',
};

export const REVIEW_PAGE_TEXTS_PT: Translation<typeof REVIEW_PAGE_TEXTS_EN> = {
  title: 'Avaliações',
  roleLabel: 'Avaliações recebidas',
  asOwner: 'Como prestador',
  asRenter: 'Como cliente',
  shownOnListing: 'Avaliações mostradas',
  ofListing: 'Este anúncio',
  ofOwner: 'O proprietário como prestador',
  summaryLabel: 'Resumo das classificações',
  distributionLabel: 'Avaliações por classificação',
  signInPrompt: 'Inicia sessão para marcar avaliações como úteis.',
  signIn: 'Iniciar sessão',
  reviewBy: (title, reviewer) => (title ? `“${title}” de ${reviewer}` : `Uma avaliação de ${reviewer}`),
  helpfulFailed: 'Não foi possível marcar a avaliação como útil',
  writeReview: 'Escrever avaliação',
  loadingReviews: 'A carregar avaliações',
  inProgress: 'Podes deixar uma avaliação quando a reserva estiver concluída.',
  theOwner: 'o proprietário',
  theRenter: 'o cliente',
  subjectNamed: (name, role) => `${name}, ${role}`,
  offer: (subject) =>
    `Como correu? Conta aos outros como foi com ${subject}: a tua avaliação ajuda a comunidade a escolher com confiança.`,
  dialogText: (subject) => `A tua avaliação de ${subject}. Os outros membros vão vê-la.`,
};

export const OWN_REVIEW_TEXTS_PT: Translation<typeof OWN_REVIEW_TEXTS_EN> = {
  editTitle: 'Editar a tua avaliação',
  save: 'Guardar alterações',
  updated: 'A tua avaliação foi atualizada.',
  updateFailed: 'Não foi possível atualizar a avaliação. Tenta novamente.',
  deleteTitle: 'Eliminar a tua avaliação?',
  deleteText: 'Deixa de aparecer no perfil e a classificação deixa de contar. Podes escrever uma nova depois.',
  deleteConfirm: 'Eliminar avaliação',
  keep: 'Manter avaliação',
  deleted: 'A tua avaliação foi eliminada.',
  deleteFailed: 'Não foi possível eliminar a avaliação. Tenta novamente.',
  hidden: 'Esta avaliação está oculta: já não aparece na Partilha nem conta para nenhuma classificação.',
  readStatement: 'Ler a fundamentação da decisão e recorrer',
};
