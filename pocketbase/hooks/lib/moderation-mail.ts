import { mailPage, paragraphHtml } from './mail-layout';

/** One moderation e-mail: plain text, with an HTML part in Partilha's layout made from the same paragraphs. */
export interface ModerationMail {
  to: string;
  subject: string;
  /** Paragraphs; a paragraph may hold line breaks. */
  paragraphs: string[];
}

/** An absolute website URL from a path, on the server's configured address. */
export function websiteUrl(app: PbApp, path: string): string {
  return `${app.settings().meta.appURL.replace(/\/+$/, '')}${path}`;
}

/**
 * Sends moderation e-mails after the change they tell about has committed. They go whatever the
 * member's e-mail preference (acknowledgements and statements of reasons are legal notices);
 * a failure is logged and never undoes the change. Without SMTP settings e-mail is off.
 */
export function sendModerationMails(app: PbApp, mails: readonly ModerationMail[]): void {
  for (const mail of mails) {
    sendSiteMail(
      app,
      {
        to: mail.to,
        subject: mail.subject,
        text: mail.paragraphs.join('\n\n'),
        html: mailPage(mail.paragraphs.map(paragraphHtml).join('\n')),
      },
      'a moderation e-mail',
    );
  }
}

/**
 * Sends one e-mail from Partilha's sender when SMTP is configured (else e-mail is off). A failure
 * is logged as "Sending {what} failed" and never thrown: the change it tells about stays done.
 */
export function sendSiteMail(
  app: PbApp,
  mail: { to: string; subject: string; text: string; html: string },
  what: string,
): void {
  if (!mail.to || !app.settings().smtp.enabled) return;
  const meta = app.settings().meta;
  try {
    app.newMailClient().send(
      new MailerMessage({
        from: { address: meta.senderAddress, name: meta.senderName },
        to: [{ address: mail.to }],
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      }),
    );
  } catch (error) {
    app.logger().error(`Sending ${what} failed`, 'subject', mail.subject, 'error', String(error));
  }
}
