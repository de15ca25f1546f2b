import { config } from "zod/v4/core";

/**
 * Zod compiles object parsers from generated source (eval) when it may, and probes for that when an
 * object schema is made. Under our Content-Security-Policy (no 'unsafe-eval',
 * docs/decisions/0007) the probe is refused and reported as a violation even though Zod falls
 * back by itself; `jitless` skips the probe. Imported first by every browser entry point, before
 * any schema is made.
 *
 * Zod's public `config()` from its core module: the core's configuration alone, not its
 * schemas, so the first load stays free of Zod's parsing code.
 */
config({ jitless: true });
