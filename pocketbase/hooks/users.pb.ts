/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// Accounts: sign-up defaults and the verification e-mail, fields no user may change, and what
// others see of a profile.
// Handlers cannot see this file's scope, so each one requires what it needs.

onRecordCreate((e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  server.fillDefaultRole(e.record);
  e.next();
}, 'users');

onRecordCreateRequest((e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  const actor = server.actorOf(e.auth);
  server.enforceMemberPasswordPolicy(e.requestInfo(), actor);
  server.applySignUpDefaults(e.record, e.requestInfo().body, actor);
  e.next();
  server.sendSignUpVerification(e.app, e.record, actor, e.requestInfo().context, Date.now());
}, 'users');

// A new password follows the one policy (sign-up, reset, change); PocketBase itself requires the
// current one as oldPassword from a member, and ends the member's other sessions.
onRecordUpdateRequest((e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  const actor = server.actorOf(e.auth);
  const refusal = server.checkProfileUpdate(e.record, actor);
  if (refusal) throw refusal;
  const info = e.requestInfo();
  const body = info.body;
  server.enforceMemberPasswordPolicy(info, actor);
  const passwordChange = server.isOwnPasswordChange(e.record, body, actor);
  e.next();
  if (passwordChange) server.sendPasswordChangedMail(e.app, e.record);
}, 'users');

onRecordEnrich((e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  server.applyProfilePrivacy(e.record, server.actorOf(e.requestInfo.auth));
  e.next();
}, 'users');

// A suspended member cannot sign in (password, OAuth2, OTP) nor refresh a token: 403 with the
// reason the console gave (docs/console-api.md).
onRecordAuthRequest((e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  server.refuseSuspendedSignIn(e.record);
  e.next();
}, 'users');
