// PARTILHA_RATE_LIMIT_EXEMPT_IPS: addresses or subnets, comma-separated, that PocketBase's rate
// limits leave alone (its `rateLimits.excludedIPs`) — for a test server that must take bursts no
// person makes, e.g. 100 booking requests in seconds from 127.0.0.1. Unset, as in production,
// nobody is exempt. Applied on every start, both ways, so a data directory never keeps the
// exemption of an earlier start; the migrations never touch this list. An entry that is not an
// address or a subnet stops the server from starting (the settings refuse it).
onBootstrap((e) => {
  e.next();
  const exempt = $os
    .getenv('PARTILHA_RATE_LIMIT_EXEMPT_IPS')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const settings = e.app.settings();
  if (settings.rateLimits.excludedIPs.join(',') === exempt.join(',')) return;
  settings.rateLimits.excludedIPs = exempt;
  e.app.save(settings);
  if (exempt.length > 0)
    e.app.logger().warn('Rate limits do not apply to PARTILHA_RATE_LIMIT_EXEMPT_IPS', 'ips', exempt);
});
