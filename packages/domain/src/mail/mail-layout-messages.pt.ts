import { PRODUCT_NAME } from '../app/product';
import type { Translation } from '../i18n/catalogue';
import type { MAIL_LAYOUT_MESSAGES_EN } from './mail-layout-messages';

export const MAIL_LAYOUT_MESSAGES_PT: Translation<typeof MAIL_LAYOUT_MESSAGES_EN> = {
  buttonFallback: 'Se o botão não funcionar, copia esta ligação para o teu navegador:',
  signOff: `— A equipa da ${PRODUCT_NAME}`,
};
