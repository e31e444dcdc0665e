import { PRODUCT_NAME } from '../app/product';
import type { Translation } from '../i18n/catalogue';
import type { SUBSCRIPTION_MESSAGES_EN } from './subscription-messages';

export const SUBSCRIPTION_MESSAGES_PT: Translation<typeof SUBSCRIPTION_MESSAGES_EN> = {
  exported: 'Subscrições exportadas com sucesso',
  exportFailed: 'Não foi possível exportar as subscrições',
  exportButton: 'Exportar CSV',
  title: 'Subscrições',
  loading: 'A carregar as subscrições',
  tryAgain: 'Tentar novamente',
  total: 'Ao todo:',
  subscriptionCount: (count) => (count === 1 ? 'subscrição' : 'subscrições'),
  signUps: 'Inscrições',
  columnEmail: 'E-mail',
  columnDateSubscribed: 'Data de subscrição',
  columnStatus: 'Estado',
  statusActive: 'ativa',
  statusUnsubscribed: 'cancelada',
  newsletterLabel: `Recebe as novidades da ${PRODUCT_NAME} por e-mail`,
  newsletterPlaceholder: 'tu@exemplo.pt',
  subscribe: 'Subscrever',
};
