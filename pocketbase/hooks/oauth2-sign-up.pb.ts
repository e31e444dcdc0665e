/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// Third-party sign-in: a new account gets its names from the provider (lib/oauth2-sign-up.ts).
onRecordAuthWithOAuth2Request((e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  server.fillOAuth2SignUp(e);
  e.next();
}, 'users');
