import { localized } from '../i18n/catalogue';
import { MAIL_LAYOUT_MESSAGES_PT } from './mail-layout-messages.pt';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from './product';

/** The words of the e-mail layout every server e-mail shares (hooks lib mail-layout.ts). */
export const MAIL_LAYOUT_MESSAGES_EN = {
  buttonFallback: 'If the button does not work, copy this link into your browser:',
  signOff: `— The ${PRODUCT_NAME} team`,
  tagline: PRODUCT_TAGLINE,
} as const;

export const MAIL_LAYOUT_MESSAGES = localized('mail.layout', MAIL_LAYOUT_MESSAGES_EN, MAIL_LAYOUT_MESSAGES_PT);
