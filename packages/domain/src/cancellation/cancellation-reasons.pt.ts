import type { Translation } from '../i18n/catalogue';
import type { CANCELLATION_REASON_LABELS_EN } from './cancellation-reasons';

export const CANCELLATION_REASON_LABELS_PT: Translation<typeof CANCELLATION_REASON_LABELS_EN> = {
  'plans-changed': 'Mudança de planos',
  'found-alternative': 'Encontrei uma alternativa',
  emergency: 'Situação de emergência',
  'item-not-needed': 'Já não preciso do artigo',
  'service-not-required': 'Já não preciso do serviço',
  other: 'Outro',
};
