/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// The review routes of DESIGN.md (lib/review-*.ts, rules from @partilha/domain). Creating a
// review runs in one transaction with its summary; the eligibility route answers the same
// decision as { canReview, reason }. Errors: { status, message, data } with the spec's text.

routerAdd('POST', '/api/market/reviews', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  e.json(200, server.createReview(e.app, server.actorOf(e.auth), e.requestInfo().body, server.serverNow()));
});

// The reviewed person's one public reply under a published review about them, changeable for
// 48 hours: { reply } → the review (lib/review-reply.ts).
routerAdd('POST', '/api/market/reviews/{id}/reply', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  const id = e.request.pathValue('id');
  e.json(200, server.replyToReview(e.app, server.actorOf(e.auth), id, e.requestInfo().body, server.serverNow()));
});

routerAdd('GET', '/api/market/reviews/eligibility', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  e.json(200, server.reviewEligibility(e.app, server.actorOf(e.auth), e.requestInfo().query));
});
