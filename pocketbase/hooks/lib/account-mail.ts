import { PRODUCT_NAME } from '@partilha/domain';
import { escapeHtml, sendSiteMail } from './moderation-mail';

/** One account e-mail to a member, in the layout of the auth e-mails (1763700100_users.js). */
export interface AccountMail {
  to: string;
  subject: string;
  paragraphs: string[];
  /** A button-link after the paragraphs, as in the verification and reset e-mails. */
  action?: { label: string; url: string };
  /** The italic line under the button ("If you didn't …"). */
  note?: string;
}

function htmlOf(mail: AccountMail): string {
  const parts = ['<p>Hello,</p>', ...mail.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)];
  if (mail.action) {
    const url = escapeHtml(mail.action.url);
    parts.push(
      `<p>\n  <a class="btn" href="${url}" target="_blank" rel="noopener">${escapeHtml(mail.action.label)}</a>\n</p>`,
    );
  }
  if (mail.note) parts.push(`<p><i>${escapeHtml(mail.note)}</i></p>`);
  parts.push(`<p>\n  Thanks,<br/>\n  ${PRODUCT_NAME} team\n</p>`);
  return parts.join('\n');
}

function textOf(mail: AccountMail): string {
  const parts = ['Hello,', ...mail.paragraphs];
  if (mail.action) parts.push(`${mail.action.label}: ${mail.action.url}`);
  if (mail.note) parts.push(mail.note);
  parts.push(`Thanks,\n${PRODUCT_NAME} team`);
  return parts.join('\n\n');
}

/**
 * Sends an account e-mail after the change it tells about has committed. Without SMTP settings
 * e-mail is off; a failure is logged and never undoes the change.
 */
export function sendAccountMail(app: PbApp, mail: AccountMail): void {
  sendSiteMail(
    app,
    { to: mail.to, subject: mail.subject, text: textOf(mail), html: htmlOf(mail) },
    'an account e-mail',
  );
}
