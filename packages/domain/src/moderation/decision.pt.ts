import type { Translation } from '../i18n/catalogue';
import type { DECISION_GROUND_LABELS_EN, DECISION_TYPE_LABELS_EN } from './decision';

export const DECISION_TYPE_LABELS_PT: Translation<typeof DECISION_TYPE_LABELS_EN> = {
  no_action: 'Nenhuma medida',
  hide_review: 'Ocultar a avaliação',
  suspend_listing: 'Suspender o anúncio',
  restrict_account: 'Restringir a conta',
};

export const DECISION_GROUND_LABELS_PT: Translation<typeof DECISION_GROUND_LABELS_EN> = {
  illegal_content: 'Conteúdo ilegal',
  incompatible_content: 'Contrário aos termos de serviço',
};
