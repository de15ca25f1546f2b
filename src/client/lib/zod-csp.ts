/**
 * Zod compiles object parsers with `new Function` when it may, and probes for that when an
 * object schema is made. Under our Content-Security-Policy (no 'unsafe-eval',
 * docs/decisions/0007) the probe is refused and reported as a violation even though Zod falls
 * back by itself; `jitless` skips the probe. Imported first by every browser entry point, before
 * any schema is made.
 *
 * Zod keeps its configuration on `globalThis.__zod_globalConfig` (shared by every copy of Zod;
 * `z.config()` writes the same object), so this sets it without importing Zod: the first load
 * carries no Zod code. tests/unit/client/lib/zod-csp.test.ts checks Zod reads it.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;

export {};
