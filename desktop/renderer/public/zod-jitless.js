// Runs before the console (a classic script in index.html; module scripts wait for the page, and
// a module imported first by main.tsx could still run after chunks it statically imports). The
// console's Content-Security-Policy forbids eval, and zod probes for eval with `new Function('')`
// when its first object schema is built unless `jitless` is set; the browser reports that probe
// as a CSP violation. zod keeps its configuration in this global so that every copy shares it.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
