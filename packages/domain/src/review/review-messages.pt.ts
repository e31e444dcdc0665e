import type { Translation } from '../i18n/catalogue';
import type { REVIEW_MESSAGES_EN } from './review-messages';

/** What is reviewed, with its demonstrative ("este anúncio"). */
const REVIEWED: Readonly<Record<string, string>> = {
  listing: 'este anúncio',
  owner: 'este proprietário',
  renter: 'este cliente',
};

export const REVIEW_MESSAGES_PT: Translation<typeof REVIEW_MESSAGES_EN> = {
  bookingNotFound: 'Reserva não encontrada',
  notParticipant: 'Só podes avaliar reservas em que participaste',
  onlyOwnerLateCancellation: 'Só o proprietário pode avaliar um cancelamento tardio',
  cancelledNotReviewable: 'Não é possível avaliar reservas canceladas',
  notCompleted: 'Só podes avaliar reservas concluídas',
  alreadyReviewed: 'Já avaliaste esta reserva',
  invalidReviewType: 'Tipo de avaliação inválido',
  renterReviewsOwner: 'Como cliente, só podes avaliar o proprietário ou o anúncio',
  ownerReviewsRenter: 'Como proprietário, só podes avaliar o cliente',

  overallRatingRequired: 'Dá uma classificação geral',
  titleRequired: 'O título é obrigatório',
  titleMax: 'O título não pode ter mais de 120 carateres',
  contentMin: 'A avaliação tem de ter pelo menos 10 carateres',
  contentMax: 'A avaliação não pode ter mais de 500 carateres',
  categoryRatingRange: 'As classificações têm de estar entre 0 e 5',
  mustBeLoggedIn: 'Tens de iniciar sessão para enviar uma avaliação',

  submitFailed: 'Não foi possível enviar a avaliação. Tenta novamente.',
  submitted: 'Avaliação enviada!',
  thankYou: 'Obrigado pela tua avaliação!',
  loadFailed: 'Não foi possível carregar as avaliações',
  tryAgain: 'Tentar novamente',
  empty: 'Ainda sem avaliações',
  bookingInProgress: 'Reserva em curso',
  bookingCancelled: 'Reserva cancelada',
  yourReview: 'A tua avaliação',
  readMore: 'Ler mais',
  showLess: 'Mostrar menos',
  loadMore: 'Carregar mais',

  beTheFirst: (type) => `Sê o primeiro a avaliar ${REVIEWED[type] ?? type}!`,
  createFailed: (reason) => `Não foi possível criar a avaliação: ${reason}`,
  anonymousReviewer: (idPrefix) => `Utilizador ${idPrefix}`,
};
