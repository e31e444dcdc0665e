import type { Translation } from '../i18n/catalogue';
import type { STATIC_PAGE_TEXTS_EN, STATIC_PAGE_TITLES_EN } from './static-pages';

export const STATIC_PAGE_TITLES_PT: Translation<typeof STATIC_PAGE_TITLES_EN> = {
  '/about': 'Sobre a Partilha',
  '/about/how-it-works': 'Como funciona',
  '/about/trust-and-safety': 'Confiança e segurança',
  '/legal/terms': 'Termos de Serviço',
  '/legal/privacy': 'Política de Privacidade',
  '/legal/cookies': 'Política de Cookies',
  '/support/help': 'Centro de Ajuda',
  '/support/safety': 'Dicas de Segurança',
  '/support/guidelines': 'Regras da Comunidade',
  '/support/contact': 'Contacta-nos',
  '/support/faq': 'Perguntas frequentes',
  '/company/about': 'Quem somos',
  '/company/team': 'A nossa equipa',
  '/company/blog': 'Blog',
  '/company/careers': 'Carreiras',
  '/company/press': 'Imprensa',
};

export const STATIC_PAGE_TEXTS_PT: Translation<typeof STATIC_PAGE_TEXTS_EN> = {
  lastUpdated: (date) => `Última atualização: ${date}`,
  onThisPage: 'Nesta página',
  readNext: 'Vê também',
};
