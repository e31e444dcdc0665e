import { PRODUCT_NAME } from '../app/product';
import { localized } from '../i18n/catalogue';

/**
 * The words of Partilha's one e-mail layout (pocketbase/hooks/lib/mail-layout.ts), shared by the
 * booking, account and moderation e-mails: read while a mail is written, in its recipient's
 * language (issue 19).
 */
export const MAIL_LAYOUT_MESSAGES_EN = {
  buttonFallback: 'If the button does not work, copy this link into your browser:',
  signOff: `— The ${PRODUCT_NAME} team`,
} as const;

export const MAIL_LAYOUT_MESSAGES = /* @__PURE__ */ localized('mail.layout', MAIL_LAYOUT_MESSAGES_EN);
