// Runs before the app: a deferred classic script placed ahead of the module script in index.html.
// Deferred and module scripts run in document order once the page is parsed, so it still comes
// first, and it does not hold up the first paint. The
// site's Content-Security-Policy forbids eval, and zod probes for eval with `new Function('')`
// when its first object schema is built unless `jitless` is set; the browser reports that probe
// as a CSP violation. zod keeps its configuration in this global so that every copy shares it.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
