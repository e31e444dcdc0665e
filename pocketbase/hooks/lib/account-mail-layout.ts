import { MAIL_BUTTON_STYLE, MAIL_TEXT_FOOTER, mailPage, MAIL_PARAGRAPH_STYLE } from './mail-layout';

/**
 * The account e-mails PocketBase sends for `users` (verification, password reset, e-mail
 * change, new sign-in alert) in Partilha's layout. Their words are the collection's templates
 * (pb_migrations/1763701100_auth_emails.js); PocketBase has already filled them in (values it
 * puts in are escaped) and wrapped them in its own page, which is swapped here for ours, with a
 * plain-text part made from the same paragraphs.
 */

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/** The template's own HTML: what PocketBase put between <body> and </body>. */
export function accountMailBody(html: string): string {
  const match = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html);
  return (match?.[1] ?? html).trim();
}

/** The body as plain text: paragraphs apart, line breaks kept, a button as "Label: address". */
export function accountMailText(body: string): string {
  const text = body
    .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) =>
      label.trim() === href ? href : `${label.trim()}: ${href}`,
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>/gi, '\n\n')
    .replace(/<[^>]+>/g, '');
  const paragraphs = decodeEntities(text)
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .join('\n'),
    )
    .filter((paragraph) => paragraph !== '');
  return [...paragraphs, MAIL_TEXT_FOOTER].join('\n\n');
}

/** Restyles PocketBase's rendering of an account e-mail in place. */
export function layoutAccountMail(message: PbMailerMessage): void {
  const body = accountMailBody(message.html);
  message.text = accountMailText(body);
  message.html = mailPage(
    body.replace(/<p>/g, `<p style="${MAIL_PARAGRAPH_STYLE}">`).replace(/class="btn"/g, `style="${MAIL_BUTTON_STYLE}"`),
  );
}
