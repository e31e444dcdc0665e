/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// Rules PocketBase's own auth routes of `users` do not have: the reset-password policy enforced
// by the server, and verification Resend after the spec's 60 s cooldown
// (lib/password-policy.ts, lib/verification-emails.ts), and the layout of every account e-mail.

// Only POSTs to these two paths enter this middleware (main.go gates it by its id, docs/adr/0007).
routerUse(
  new Middleware(
    (e) => {
      if (e.request.method === 'POST' && /\/(confirm-password-reset|request-verification)$/.test(e.request.url.path)) {
        const server = require(`${__hooks}/lib/server.cjs`);
        const action = server.usersAuthAction(e.app, e.request.method, e.request.url.path);
        if (action === 'confirm-password-reset') server.enforcePasswordPolicy(e.requestInfo().body.password);
        if (action === 'request-verification')
          server.allowVerificationResend(e.app, e.requestInfo().body.email, Date.now());
      }
      e.next();
    },
    0,
    'methods:POST:paths-ending=/confirm-password-reset,/request-verification:account-email-rules',
  ),
);

onRecordRequestVerificationRequest((e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  e.next();
  if (!e.record.verified()) server.noteVerificationSent(e.app, e.record, Date.now());
}, 'users');

// Every account e-mail PocketBase sends for `users` goes out in the member's language and in
// Partilha's layout, with a plain-text part (lib/account-mail-layout.ts). OTP and MFA e-mails are
// off (1763701100_auth_emails.js).
onMailerRecordVerificationSend((e) => {
  require(`${__hooks}/lib/server.cjs`).writeAccountMail(e.app, 'verification', e.record, e.message, {
    token: e.meta?.token,
  });
  e.next();
}, 'users');

onMailerRecordPasswordResetSend((e) => {
  require(`${__hooks}/lib/server.cjs`).writeAccountMail(e.app, 'passwordReset', e.record, e.message, {
    token: e.meta?.token,
  });
  e.next();
}, 'users');

onMailerRecordEmailChangeSend((e) => {
  require(`${__hooks}/lib/server.cjs`).writeAccountMail(e.app, 'emailChange', e.record, e.message, {
    token: e.meta?.token,
  });
  e.next();
}, 'users');

onMailerRecordAuthAlertSend((e) => {
  require(`${__hooks}/lib/server.cjs`).writeAccountMail(e.app, 'authAlert', e.record, e.message, {
    info: e.meta?.info,
  });
  e.next();
}, 'users');
