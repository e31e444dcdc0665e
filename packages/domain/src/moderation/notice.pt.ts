import type { Translation } from '../i18n/catalogue';
import type { LEGAL_GROUND_LABELS_EN, NOTICE_REASON_LABELS_EN, NOTICE_TARGET_LABELS_EN } from './notice';

export const NOTICE_TARGET_LABELS_PT: Translation<typeof NOTICE_TARGET_LABELS_EN> = {
  listing: 'Anúncio',
  profile: 'Perfil',
  review: 'Avaliação',
};

export const NOTICE_REASON_LABELS_PT: Translation<typeof NOTICE_REASON_LABELS_EN> = {
  illegal_content: 'Conteúdo ilegal',
  scam_fraud: 'Burla ou fraude',
  unsafe: 'Perigoso',
  discrimination_harassment: 'Discriminação ou assédio',
  spam: 'Spam',
  misleading: 'Categoria errada ou enganador',
  other: 'Outro',
};

export const LEGAL_GROUND_LABELS_PT: Translation<typeof LEGAL_GROUND_LABELS_EN> = {
  STATEMENT_CATEGORY_ILLEGAL_OR_HARMFUL_SPEECH: 'Discurso de ódio ilegal, difamação ou ameaças',
  STATEMENT_CATEGORY_INTELLECTUAL_PROPERTY_INFRINGEMENTS: 'Direitos de autor, marcas ou outra propriedade intelectual',
  STATEMENT_CATEGORY_CONSUMER_INFORMATION: 'Proteção do consumidor (ofertas enganosas, condições ocultas)',
  STATEMENT_CATEGORY_DATA_PROTECTION_AND_PRIVACY_VIOLATIONS: 'Dados pessoais ou privacidade',
  STATEMENT_CATEGORY_SCAMS_AND_FRAUD: 'Fraude',
  STATEMENT_CATEGORY_UNSAFE_AND_PROHIBITED_PRODUCTS: 'Produtos ou serviços perigosos ou proibidos',
  STATEMENT_CATEGORY_VIOLENCE: 'Violência',
  STATEMENT_CATEGORY_OTHER_VIOLATION_TC: 'Outra lei',
};
