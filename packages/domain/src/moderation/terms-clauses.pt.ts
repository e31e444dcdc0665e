import type { Translation } from '../i18n/catalogue';
import type { TERMS_CLAUSE_HEADINGS_EN, TERMS_CLAUSE_SUMMARIES_EN } from './terms-clauses';

/** The headings of the terms page's sections in Portuguese (the static pages say the same words). */
export const TERMS_CLAUSE_HEADINGS_PT: Translation<typeof TERMS_CLAUSE_HEADINGS_EN> = {
  'who-can-use-partilha': 'Quem pode usar a Partilha',
  listings: 'Anúncios',
  'bookings-and-cancellations': 'Reservas e cancelamentos',
  'reviews-and-other-content': 'Avaliações e outros conteúdos',
  'acceptable-use': 'Utilização aceitável',
};

export const TERMS_CLAUSE_SUMMARIES_PT: Translation<typeof TERMS_CLAUSE_SUMMARIES_EN> = {
  'who-can-use-partilha': 'Uma única conta pessoal e verdadeira por cada membro adulto.',
  listings:
    'Os anúncios descrevem com honestidade, com fotografias e preços reais, apenas o que é legal e seguro oferecer.',
  'bookings-and-cancellations':
    'As reservas são acordadas com base nos detalhes mostrados; os cancelamentos seguem as regras das reservas.',
  'reviews-and-other-content':
    'As avaliações descrevem a tua própria experiência; nada ilegal nem que pertença a outra pessoa.',
  'acceptable-use':
    'Sem fraude, assédio, discriminação, spam ou anúncios enganadores; sem extração de dados nem abusos.',
};
