import { describe, expect, it } from "vitest";
import { createSharedLimiter, type Decision, limiterTuning } from "#src/server/security/rate-limit";
import type { CounterDelta, CounterStore } from "#src/server/security/rate-limit-store";

/**
 * The shared limiter on a store in memory: how many writes it makes (the signed-in hot path must
 * not write per request), and how close to the limit several instances stay when the store is
 * slow or down (docs/decisions/0008-rate-limits.md).
 */
function memoryStore(options: { delayMs?: number; failing?: () => boolean } = {}) {
  const counters = new Map<string, number>();
  const writes: CounterDelta[][] = [];
  const store: CounterStore = {
    kind: "database",
    authStorage: null,
    async add(entries) {
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
      if (options.failing?.()) throw new Error("store down");
      writes.push([...entries]);
      const totals = new Map<string, number>();
      for (const e of entries) {
        const total = (counters.get(e.key) ?? 0) + e.delta;
        counters.set(e.key, total);
        totals.set(e.key, total);
      }
      return totals;
    },
    async close() {},
  };
  return { store, writes, counters };
}

const rule = { max: 600, windowSeconds: 60 };
// Mid-window, frozen: no window ends during a test.
const frozen = () => 1_800_000_000_000 + 1000;

describe("shared limiter: batching", () => {
  it("makes no store write per request far from the limit: one per batch or timer", async () => {
    const { store, writes } = memoryStore();
    const limiter = createSharedLimiter({ name: "api", rule, store, now: frozen, flushMs: 60_000 });
    const { batch, margin } = limiterTuning(rule.max);
    for (let i = 0; i < 100; i++) expect(await limiter.hit("teacher-a")).toEqual({ allowed: true });
    const busyWrites = writes.length;
    const roomy = createSharedLimiter({
      name: "api",
      rule: { max: 1_000_000_000, windowSeconds: 60 },
      store,
      now: frozen,
      flushMs: 60_000,
    });
    for (let i = 0; i < 10_000; i++) roomy.hit(`teacher-${i % 50}`);
    const roomyBefore = writes.length - busyWrites;
    await roomy.flush();
    const roomyAfter = writes.length - busyWrites;
    console.log(
      `600/60 s (batch ${batch}, exact zone ${margin}): 100 requests of one teacher -> ${busyWrites} store writes; a limit of 10^9: 10,000 requests of 50 teachers -> ${roomyBefore} writes before the timer, ${roomyAfter} (of ${writes.at(-1)?.length} counters) when it fires`,
    );
    expect(busyWrites).toBe(Math.floor(100 / batch));
    expect(roomyBefore).toBe(0);
    expect(roomyAfter).toBe(1);
    expect(writes.at(-1)).toHaveLength(50);
    await limiter.close();
    await roomy.close();
  });

  it("flushes by the timer within flushMs, so other instances see a quiet client's count", async () => {
    const { store, counters } = memoryStore();
    const limiter = createSharedLimiter({ name: "api", rule, store, now: frozen, flushMs: 20 });
    for (let i = 0; i < 5; i++) limiter.hit("t");
    const before = [...counters.values()].reduce((a, b) => a + b, 0);
    await new Promise((r) => setTimeout(r, 60));
    const after = [...counters.values()].reduce((a, b) => a + b, 0);
    console.log(`5 requests under one batch: ${before} stored at once, ${after} after the timer`);
    expect([before, after]).toEqual([0, 5]);
    await limiter.close();
  });

  it("3 instances on a slow store (5 ms a write), 1,200 requests of one teacher at 600/60 s", async () => {
    const { store, writes } = memoryStore({ delayMs: 5 });
    const instances = [0, 1, 2].map(() =>
      createSharedLimiter({ name: "api", rule, store, now: frozen }),
    );
    let allowed = 0;
    for (let i = 0; i < 1200; i++) {
      const decision: Decision = await (instances[i % 3] as (typeof instances)[0]).hit("t");
      if (decision.allowed) allowed++;
    }
    const { batch, margin } = limiterTuning(rule.max);
    const bound = Math.max(0, 2 * 2 * batch - margin);
    console.log(
      `3 instances, slow store, 1,200 requests at 600/60 s: ${allowed} allowed (documented bound ${rule.max}+${bound}), ${writes.length} store writes`,
    );
    expect(allowed).toBeGreaterThanOrEqual(rule.max);
    expect(allowed).toBeLessThanOrEqual(rule.max + bound);
    expect(writes.length).toBeLessThan(1200);
    for (const limiter of instances) await limiter.close();
  });

  it("with the store down, each instance still holds the limit on its own count", async () => {
    const { store } = memoryStore({ failing: () => true });
    const limiter = createSharedLimiter({
      name: "api",
      rule: { max: 20, windowSeconds: 60 },
      store,
      now: frozen,
    });
    let allowed = 0;
    for (let i = 0; i < 50; i++) if ((await limiter.hit("t")).allowed) allowed++;
    console.log(`store down, 50 requests at 20/60 s on one instance: ${allowed} allowed`);
    expect(allowed).toBe(20);
    await limiter.close();
  });

  it("answers Retry-After up to the end of the fixed window, and a new window starts at 0", async () => {
    const { store } = memoryStore();
    let at = 1_800_000_000_000 + 45_500; // 45.5 s into a 60-s window
    const limiter = createSharedLimiter({
      name: "api",
      rule: { max: 2, windowSeconds: 60 },
      store,
      now: () => at,
    });
    const decisions = [await limiter.hit("t"), await limiter.hit("t"), await limiter.hit("t")];
    at += 15_000;
    const next = await limiter.hit("t");
    console.log(`2/60 s: ${JSON.stringify(decisions)}, next window: ${JSON.stringify(next)}`);
    expect(decisions).toEqual([
      { allowed: true },
      { allowed: true },
      { allowed: false, retryAfter: 15 },
    ]);
    expect(next).toEqual({ allowed: true });
    await limiter.close();
  });
});
