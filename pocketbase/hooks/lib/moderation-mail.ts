/** One moderation e-mail: plain text, with an HTML part made from the same paragraphs. */
export interface ModerationMail {
  to: string;
  subject: string;
  /** Paragraphs; a paragraph may hold line breaks. */
  paragraphs: string[];
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Links in the text become clickable in the HTML part. */
function htmlParagraph(paragraph: string): string {
  const escaped = escapeHtml(paragraph).replace(/\n/g, '<br>');
  return `<p>${escaped.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</p>`;
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
  if (mails.length === 0 || !app.settings().smtp.enabled) return;
  const meta = app.settings().meta;
  for (const mail of mails) {
    if (!mail.to) continue;
    try {
      app.newMailClient().send(
        new MailerMessage({
          from: { address: meta.senderAddress, name: meta.senderName },
          to: [{ address: mail.to }],
          subject: mail.subject,
          text: mail.paragraphs.join('\n\n'),
          html: mail.paragraphs.map(htmlParagraph).join('\n'),
        }),
      );
    } catch (error) {
      app.logger().error('Sending a moderation e-mail failed', 'subject', mail.subject, 'error', String(error));
    }
  }
}
