import type { Translation } from '../i18n/catalogue';
import type { REVIEW_BLIND_MESSAGES_EN } from './review-blind';

export const REVIEW_BLIND_MESSAGES_PT: Translation<typeof REVIEW_BLIND_MESSAGES_EN> = {
  replyRequired: 'Escreve a tua resposta',
  replyTooLong: 'Uma resposta não pode ter mais de 500 caracteres',
  onlyReviewee: 'Só a pessoa avaliada pode responder a esta avaliação',
  replyClosed: 'Uma resposta só pode ser alterada nas 48 horas seguintes à publicação',
  reviewNotFound: 'Avaliação não encontrada',
  publishedWhen: (otherParty, lastDay) =>
    `A tua avaliação fica oculta até ${otherParty} também avaliar, ou até ${lastDay}, no máximo. Depois as duas avaliações são publicadas juntas, para que nenhum de vocês veja a do outro primeiro.`,
  publishedWhenNoDate: (otherParty) =>
    `A tua avaliação fica oculta até ${otherParty} também avaliar, ou durante 14 dias, no máximo. Depois as duas avaliações são publicadas juntas, para que nenhum de vocês veja a do outro primeiro.`,
  notYetPublished: (lastDay) => `Ainda não publicada: fica visível quando ambos tiverem avaliado, ou a ${lastDay}.`,
  inFourteenDays: '14 dias depois de a reserva ser concluída',
  theOwner: 'o proprietário',
  theRenter: 'o cliente',
  replyFrom: (name) => `Resposta de ${name}`,
  reply: 'Responder',
  editReply: 'Editar resposta',
  yourReply: 'A tua resposta',
  replyHelp: (until) => `Pública, por baixo da avaliação. Podes alterá-la até ${until}.`,
  replyHelpNew: 'Pública, por baixo da avaliação. Podes alterá-la durante 48 horas depois de a publicares.',
  postReply: 'Publicar resposta',
  saveReply: 'Guardar resposta',
  cancel: 'Cancelar',
  replyPosted: 'A tua resposta foi publicada.',
  replyFailed: 'Não foi possível guardar a tua resposta. Tenta novamente.',
};
