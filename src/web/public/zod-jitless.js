// Runs before the app's modules (a classic script executes before deferred module scripts): the
// Content-Security-Policy forbids eval (docs/security.md), and zod probes `new Function` when a schema
// is built unless `jitless` is set in its global config. Module chunks shared with the entry evaluate
// before the entry's own code, so src/web/csp.ts alone would come too late for them.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
