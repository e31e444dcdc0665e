import { ACCOUNT_MAIL_MESSAGES } from '@partilha/domain';
import { MAIL_BUTTON_STYLE, mailPage, MAIL_PARAGRAPH_STYLE, mailTextFooter } from './mail-layout';
import { inMemberLanguage } from './member-language';
import { websiteUrl } from './moderation-mail';

/**
 * The account e-mails PocketBase sends for `users` (verification, password reset, e-mail
 * change, new sign-in alert) in Partilha's layout and in the member's language (issue 19). The
 * collection's templates (pb_migrations/1763701100_auth_emails.js) hold the English words, which
 * ACCOUNT_MAIL_MESSAGES repeats; the mail is written again here from the catalogue with the token
 * (or the sign-in details) PocketBase gives, wrapped in our page, with a plain-text part made from
 * the same paragraphs.
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
  return [...paragraphs, mailTextFooter()].join('\n\n');
}

/** Restyles an account e-mail's body (the templates' plain HTML) into the message, in place. */
function layOut(message: PbMailerMessage, body: string): void {
  message.text = accountMailText(body);
  message.html = mailPage(
    body.replace(/<p>/g, `<p style="${MAIL_PARAGRAPH_STYLE}">`).replace(/class="btn"/g, `style="${MAIL_BUTTON_STYLE}"`),
  );
}

/** Restyles PocketBase's rendering of an account e-mail in place. */
function layoutAccountMail(message: PbMailerMessage): void {
  layOut(message, accountMailBody(message.html));
}

export type AccountMailKind = 'verification' | 'passwordReset' | 'emailChange' | 'authAlert';

/** What PocketBase hands an account e-mail: the link's token, or the sign-in's (escaped) details. */
export interface AccountMailFacts {
  token?: string;
  info?: string;
}

/** The templates' shape: greeting, text, the button with its link written out, text, signature. */
function page(before: string[], button: { href: string; label: string } | null, after: string[]): string {
  const M = ACCOUNT_MAIL_MESSAGES;
  const paragraphs = before.map((text) => `<p>${text}</p>`);
  if (button) {
    paragraphs.push(`<p><a class="btn" href="${button.href}" target="_blank" rel="noopener">${button.label}</a></p>`);
    paragraphs.push(`<p>${M.buttonFallback}<br/>${button.href}</p>`);
  }
  paragraphs.push(...after.map((text) => `<p>${text}</p>`));
  return [`<p>${M.greeting}</p>`, ...paragraphs, `<p>${M.thanks}<br/>${M.team}</p>`].join('\n');
}

/** A token as PocketBase makes it (a JWT): anything else is not put in a link. */
const TOKEN = /^[A-Za-z0-9_.-]+$/;

/**
 * The subject and body of an account e-mail in the active language, or null when PocketBase gave
 * no usable token (the mail then goes out as PocketBase wrote it).
 */
export function accountMailContent(
  app: PbApp,
  kind: AccountMailKind,
  facts: AccountMailFacts,
): { subject: string; body: string } | null {
  const M = ACCOUNT_MAIL_MESSAGES;
  if (kind === 'authAlert') {
    return {
      subject: M.alertSubject,
      body: page([M.alertIntro, `<em>${facts.info ?? ''}</em>`], null, [
        M.alertWasYou,
        `<strong>${M.alertWasNotYou}</strong>`,
      ]),
    };
  }
  const token = facts.token ?? '';
  if (!TOKEN.test(token)) return null;
  const link = (path: string, mode: string) => websiteUrl(app, `${path}?mode=${mode}&oobCode=${token}`);
  if (kind === 'verification') {
    return {
      subject: M.verificationSubject,
      body: page(
        [M.verificationIntro],
        { href: link('/auth/verify-email', 'verifyEmail'), label: M.verificationButton },
        [M.verificationIgnore],
      ),
    };
  }
  if (kind === 'passwordReset') {
    return {
      subject: M.resetSubject,
      body: page([M.resetIntro], { href: link('/auth/reset-password', 'resetPassword'), label: M.resetButton }, [
        M.resetIgnore,
      ]),
    };
  }
  return {
    subject: M.emailChangeSubject,
    body: page([M.emailChangeIntro], { href: link('/auth/action', 'confirmEmailChange'), label: M.emailChangeButton }, [
      M.emailChangeIgnore,
    ]),
  };
}

/**
 * Writes an account e-mail PocketBase is about to send in the member's language (their
 * `preferredLanguage`, else English; for an e-mail change the member is the same person at the
 * new address) and in Partilha's layout.
 */
export function writeAccountMail(
  app: PbApp,
  kind: AccountMailKind,
  member: PbRecord,
  message: PbMailerMessage,
  facts: AccountMailFacts,
): void {
  inMemberLanguage(member, () => {
    const content = accountMailContent(app, kind, facts);
    if (!content) return layoutAccountMail(message);
    message.subject = content.subject;
    layOut(message, content.body);
  });
}
