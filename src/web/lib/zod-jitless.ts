// Imported first by main.tsx, before any schema exists. zod 4 compiles object parsers with
// `new Function` when it may, and its probe for that trips our Content-Security-Policy (script-src
// 'self', no 'unsafe-eval'): the browser reports a violation even though zod catches the error.
// `jitless` skips the probe. This is the object z.config() writes to, set without importing zod so
// that zod stays out of the first visit's bundle.
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };
const holder = globalThis as ZodGlobal;
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
