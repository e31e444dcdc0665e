import { PRODUCT_NAME } from '@partilha/domain';

export const DEFAULT_MAIL_FROM = 'no-reply@partilha.local';
const DEFAULT_SMTP_PORT = 587;
/** Port 465 speaks TLS from the first byte; other ports upgrade with STARTTLS when offered. */
const IMPLICIT_TLS_PORT = 465;

/**
 * Mail and public-URL settings from the environment, applied on every start so that the
 * environment is the single source of truth:
 * PARTILHA_SMTP_HOST (unset: SMTP off), PARTILHA_SMTP_PORT, PARTILHA_SMTP_USER,
 * PARTILHA_SMTP_PASSWORD, PARTILHA_MAIL_FROM, PARTILHA_APP_URL (the website origin used in
 * e-mail links).
 */
export function applyEnvironmentSettings(app: PbApp, env: (key: string) => string): void {
  const settings = app.settings();

  settings.meta.appName = PRODUCT_NAME;
  settings.meta.senderName = PRODUCT_NAME;
  settings.meta.senderAddress = env('PARTILHA_MAIL_FROM') || DEFAULT_MAIL_FROM;
  const appUrl = env('PARTILHA_APP_URL');
  if (appUrl) settings.meta.appURL = appUrl.replace(/\/+$/, '');

  const host = env('PARTILHA_SMTP_HOST');
  settings.smtp.enabled = host !== '';
  if (host) {
    const port = Number(env('PARTILHA_SMTP_PORT')) || DEFAULT_SMTP_PORT;
    settings.smtp.host = host;
    settings.smtp.port = port;
    settings.smtp.username = env('PARTILHA_SMTP_USER');
    settings.smtp.password = env('PARTILHA_SMTP_PASSWORD');
    settings.smtp.tls = port === IMPLICIT_TLS_PORT;
  }

  app.save(settings);
}
