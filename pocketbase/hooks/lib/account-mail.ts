import { ACCOUNT_MAIL_MESSAGES, inLanguage, type Language } from '@partilha/domain';
import { renderMailLayout } from './mail-layout';
import { sendSiteMail } from './moderation-mail';

/** One account e-mail to a member, in Partilha's one e-mail layout (lib/mail-layout.ts). */
export interface AccountMail {
  to: string;
  /** The recipient's language (`memberLanguage`): the texts below are written in it, and so is the layout. */
  language: Language;
  subject: string;
  paragraphs: string[];
  /** A button-link after the paragraphs, as in the verification and reset e-mails. */
  action?: { label: string; url: string };
  /** The closing line under the button ("If you didn't …"). */
  note?: string;
}

/**
 * Sends an account e-mail after the change it tells about has committed. Without SMTP settings
 * e-mail is off; a failure is logged and never undoes the change.
 */
export function sendAccountMail(app: PbApp, mail: AccountMail): void {
  const parts = inLanguage(mail.language, () =>
    renderMailLayout({
      greeting: ACCOUNT_MAIL_MESSAGES.greeting,
      paragraphs: mail.note ? [...mail.paragraphs, mail.note] : mail.paragraphs,
      action: mail.action,
    }),
  );
  sendSiteMail(app, { to: mail.to, subject: mail.subject, ...parts }, 'an account e-mail');
}
