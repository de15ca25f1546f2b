import { z } from "zod";

/**
 * Zod compiles object parsers with `new Function` when it may, and probes for that on first
 * use. Under our Content-Security-Policy (no 'unsafe-eval', docs/decisions/0007) the probe
 * is refused and reported as a violation even though Zod falls back by itself; `jitless`
 * skips the probe. Imported first by every browser entry point.
 */
z.config({ jitless: true });
