import type { Translation } from '../i18n/catalogue';
import type { SITE_HEAD_MESSAGES_EN } from './site-head-messages';

export const SITE_HEAD_MESSAGES_PT: Translation<typeof SITE_HEAD_MESSAGES_EN> = {
  memberIn: (name, city) => `${name} em ${city}`,
  memberRated: (rating, reviews) =>
    `classificação de ${rating.replace('.', ',')} em 5, com ${reviews} ${reviews === 1 ? 'avaliação' : 'avaliações'}`,
  memberDescription: (facts, site) => `${facts}: serviços e equipamento na ${site}, o mercado local de partilha.`,
};
