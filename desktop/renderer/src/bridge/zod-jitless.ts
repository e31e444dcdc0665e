// Imported first by main.tsx, so it runs before any module builds a zod schema. The console's CSP
// forbids eval, and zod probes for eval with `new Function('')` unless `jitless` is set; the probe
// would be reported as a CSP violation. zod keeps this configuration in a global shared by copies.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
export {};
