import { activeLanguage, MAIL_LAYOUT_MESSAGES, PRODUCT_NAME, PRODUCT_TEXTS } from '@partilha/domain';

/**
 * Partilha's one e-mail layout, used by every e-mail the server sends (booking, account and
 * moderation mails): the name and colours of the website, an HTML part with inline styles only
 * (mail clients drop <style> and classes) and a text/plain part with the same words. Its words
 * are read while a mail is written, in the active language (the recipient's, issue 19).
 */

/** The website's colours (web/src/app/app.css: --site-accent, --site-ink, --site-muted, …). */
export const MAIL_COLOURS = {
  accent: '#1f6f5c',
  ink: '#1c2127',
  muted: '#5f6b7c',
  surface: '#f6f7f9',
  border: '#dce0e5',
} as const;

const FONT = "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The style of a link shown as a button (also used for the account mails' own buttons). */
export const MAIL_BUTTON_STYLE = [
  'display:inline-block',
  `background:${MAIL_COLOURS.accent}`,
  'color:#ffffff',
  'text-decoration:none',
  'font-weight:600',
  'padding:10px 18px',
  'border-radius:4px',
].join(';');

export interface MailLayoutInput {
  /** "Hello Ana," (plain text). */
  greeting: string;
  /** Plain text (escaped here; line breaks kept, web addresses made links). */
  paragraphs: readonly string[];
  /** Facts shown as a table ("Listing", "Dates"…); values are plain text. */
  details?: readonly { label: string; value: string }[];
  /** The main link, shown as a button and written out for mail readers that hide buttons. */
  action?: { label: string; url: string };
}

export interface MailParts {
  html: string;
  text: string;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export const MAIL_PARAGRAPH_STYLE = `margin:0 0 16px;font-size:15px;line-height:22px;color:${MAIL_COLOURS.ink}`;
const LINK_STYLE = `color:${MAIL_COLOURS.accent}`;

/** Plain text as HTML: escaped, line breaks kept, web addresses clickable. */
function textToHtml(text: string): string {
  return escapeHtml(text)
    .replace(/\n/g, '<br>')
    .replace(/(https?:\/\/[^\s<]+)/g, `<a href="$1" style="${LINK_STYLE}">$1</a>`);
}

/** One plain-text paragraph in the layout's style. */
export function paragraphHtml(paragraph: string): string {
  return `<p style="${MAIL_PARAGRAPH_STYLE}">${textToHtml(paragraph)}</p>`;
}

function detailsHtml(details: readonly { label: string; value: string }[]): string {
  const rows = details.map(
    ({ label, value }) =>
      `<tr><th align="left" valign="top" width="1%" style="padding:6px 16px 6px 0;font-size:14px;font-weight:600;color:${MAIL_COLOURS.muted};white-space:nowrap">${escapeHtml(label)}</th>` +
      `<td valign="top" style="padding:6px 0;font-size:14px;line-height:20px;color:${MAIL_COLOURS.ink}">${textToHtml(value)}</td></tr>`,
  );
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" ` +
    `style="margin:0 0 20px;border-top:1px solid ${MAIL_COLOURS.border};border-bottom:1px solid ${MAIL_COLOURS.border}">` +
    `${rows.join('')}</table>`
  );
}

function actionHtml(action: { label: string; url: string }): string {
  const url = escapeHtml(action.url);
  return [
    `<p style="margin:0 0 16px"><a href="${url}" style="${MAIL_BUTTON_STYLE}">${escapeHtml(action.label)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:13px;line-height:18px;color:${MAIL_COLOURS.muted}">${escapeHtml(MAIL_LAYOUT_MESSAGES.buttonFallback)}<br><a href="${url}" style="${LINK_STYLE};word-break:break-all">${url}</a></p>`,
  ].join('');
}

/** The page around an e-mail's body: Partilha's name on the brand colour, the body, the footer. */
export function mailPage(bodyHtml: string): string {
  return `<!DOCTYPE html>
<html lang="${activeLanguage()}">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${PRODUCT_NAME}</title>
</head>
<body style="margin:0;padding:0;background:${MAIL_COLOURS.surface};font-family:${FONT}">
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="background:${MAIL_COLOURS.surface}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="max-width:600px;background:#ffffff;border:1px solid ${MAIL_COLOURS.border};border-radius:6px">
<tr><td style="background:${MAIL_COLOURS.accent};padding:16px 24px;border-radius:6px 6px 0 0;font-family:${FONT};font-size:22px;font-weight:700;color:#ffffff">${PRODUCT_NAME}</td></tr>
<tr><td style="padding:24px;font-family:${FONT}">
${bodyHtml}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${MAIL_COLOURS.border};font-family:${FONT};font-size:12px;line-height:18px;color:${MAIL_COLOURS.muted}">${escapeHtml(mailTextFooter())}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** The layout's footer line ("Partilha — <tagline>"), in the active language. */
export function mailTextFooter(): string {
  return `${PRODUCT_NAME} — ${PRODUCT_TEXTS.tagline}`;
}

/** The e-mail's two parts in Partilha's layout. */
export function renderMailLayout(input: MailLayoutInput): MailParts {
  const details = input.details ?? [];

  const text = [
    input.greeting,
    ...input.paragraphs,
    ...(details.length > 0 ? [details.map(({ label, value }) => `${label}: ${value}`).join('\n')] : []),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`] : []),
    MAIL_LAYOUT_MESSAGES.signOff,
    mailTextFooter(),
  ].join('\n\n');

  const body = [
    paragraphHtml(input.greeting),
    ...input.paragraphs.map(paragraphHtml),
    details.length > 0 ? detailsHtml(details) : '',
    input.action ? actionHtml(input.action) : '',
    paragraphHtml(MAIL_LAYOUT_MESSAGES.signOff),
  ].join('\n');

  return { html: mailPage(body), text };
}
