import type { Translation } from '../i18n/catalogue';
import type { FOOTER_LABELS_EN, LANDING_HERO_EN, PRODUCT_TEXTS_EN } from './product';

export const PRODUCT_TEXTS_PT: Translation<typeof PRODUCT_TEXTS_EN> = {
  tagline: 'Uma economia de partilha sustentável, feita em Portugal',
  copyright: (year) => `© ${year} Partilha. Todos os direitos reservados.`,
};

export const FOOTER_LABELS_PT: Translation<typeof FOOTER_LABELS_EN> = {
  verifiedPlatform: 'Plataforma verificada',
  madeInPortugal: 'Feito em Portugal',
  browseServices: 'Ver serviços',
  findEquipment: 'Encontrar equipamento',
};

export const LANDING_HERO_PT: Translation<typeof LANDING_HERO_EN> = {
  title: 'Partilha competências e equipamento com os teus vizinhos',
  lead: 'A Partilha é um mercado comunitário local feito em Portugal: oferece o teu tempo à hora, aluga ferramentas e material ao dia e encontra o que precisas perto de casa.',
  searchLabel: 'Pesquisar serviços e equipamento',
  createAccount: 'Criar conta',
  signIn: 'Iniciar sessão',
  categoriesTitle: 'Explorar por categoria',
};
