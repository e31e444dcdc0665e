import type { Translation } from '../i18n/catalogue';
import type { SITE_TEXTS_EN } from './site-texts';

export const SITE_TEXTS_PT: Translation<typeof SITE_TEXTS_EN> = {
  title: 'Partilha — partilha competências e equipamento perto de ti',
  description: 'Partilha — um mercado comunitário local de serviços e aluguer de equipamento, feito em Portugal.',
  homeDescription:
    'Contrata um vizinho por uma hora ou aluga por um dia as ferramentas de que precisas: serviços e equipamento oferecidos por pessoas perto de ti, em Portugal.',
  profileDescription: (name) =>
    `${name} na Partilha: os seus anúncios e as avaliações que recebeu como prestador e como cliente.`,
};
