import type { CounterStore } from "./rate-limit-store";

/**
 * A limit shared by every server instance without a database write per request
 * (docs/decisions/0008-rate-limits.md).
 *
 * Windows are fixed and aligned to the clock (window n covers [n*w, (n+1)*w)), so every instance
 * names the same counter. Far from the limit, an instance counts locally and flushes its deltas
 * for all clients in one store write, at the latest `flushMs` after the first unflushed request
 * or as soon as one client has `batch` unflushed requests; each flush reads back the global
 * totals. Once a client's count as this instance knows it comes within `margin` of the limit,
 * every request of that client waits for the store (add one, read the total), so the last
 * requests before the limit are decided exactly. A client known to be at the limit is refused
 * with no store access until the window ends.
 *
 * Slack: only requests admitted in the fast path and not yet stored are invisible to the other
 * instances. While a flush is unanswered, a client's next `batch`-th request waits for the store
 * instead, so that is fewer than 2 x `batch` per instance and client, however slow the store.
 * While those of all other instances together stay within `margin`, the limit is exact: for 600
 * per minute (batch 12, margin 60) up to 3 instances; beyond, it may be passed by at most
 * (instances - 1) x 2 x batch - margin.
 */
export interface RateRule {
  max: number;
  windowSeconds: number;
}

export type Decision = { allowed: true } | { allowed: false; retryAfter: number };

export interface LimiterOptions {
  /** Namespace of the counters' keys (e.g. "api"). */
  name: string;
  rule: RateRule;
  store: CounterStore;
  flushMs?: number;
  now?: () => number;
  onError?: (message: string, error: unknown) => void;
}

export const FLUSH_MS = 250;

/** Fast-path requests per client before an early flush, and the exact zone below the limit. */
export function limiterTuning(max: number): { batch: number; margin: number } {
  return {
    batch: Math.max(1, Math.floor(max / 50)),
    margin: Math.min(max, Math.max(10, Math.ceil(max / 10))),
  };
}

interface Slot {
  window: number;
  /** The global total the store last answered for this window. */
  known: number;
  /** Admitted here, not yet sent to the store. */
  pending: number;
  /** Sent to the store, answer not yet back. */
  inFlight: number;
}

const ALLOWED: Decision = { allowed: true };

export interface SharedLimiter {
  readonly rule: RateRule;
  /** Counts one request of `id`: a decision at once in the fast path, else after the store. */
  hit(id: string): Decision | Promise<Decision>;
  /** Sends every unflushed count now and waits for the store. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function createSharedLimiter(options: LimiterOptions): SharedLimiter {
  const { name, rule, store } = options;
  const flushMs = options.flushMs ?? FLUSH_MS;
  const now = options.now ?? (() => Date.now());
  const onError = options.onError ?? (() => {});
  const windowMs = rule.windowSeconds * 1000;
  const { batch, margin } = limiterTuning(rule.max);
  const slots = new Map<string, Slot>();
  const dirty = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const inFlight = new Set<Promise<void>>();
  let closed = false;

  const keyOf = (id: string, window: number) => `${name}:${id}:${window}`;
  // Kept a minute past the window's end, so a late flush never recreates a deleted counter.
  const expiry = (window: number) => (window + 1) * windowMs + 60_000;
  const refuse = (window: number, at: number): Decision => ({
    allowed: false,
    retryAfter: Math.max(1, Math.ceil(((window + 1) * windowMs - at) / 1000)),
  });

  const slotFor = (id: string, window: number): Slot => {
    let slot = slots.get(id);
    if (!slot || slot.window !== window) {
      // A past window's unflushed count no longer matters to anyone.
      slot = { window, known: 0, pending: 0, inFlight: 0 };
      slots.set(id, slot);
    }
    return slot;
  };

  const track = (work: Promise<void>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };

  const flushDirty = () => {
    if (timer) {
      clearTimeout(timer);
      timer = undefined;
    }
    const sent: { id: string; slot: Slot; delta: number; key: string }[] = [];
    for (const id of dirty) {
      const slot = slots.get(id);
      if (!slot || slot.pending === 0) continue;
      const delta = slot.pending;
      slot.pending = 0;
      slot.inFlight += delta;
      sent.push({ id, slot, delta, key: keyOf(id, slot.window) });
    }
    dirty.clear();
    forgetPastWindows();
    if (sent.length === 0) return;
    const entries = sent.map((s) => ({
      key: s.key,
      delta: s.delta,
      expiresAt: expiry(s.slot.window),
    }));
    track(
      store.add(entries).then(
        (totals) => {
          for (const s of sent) {
            s.slot.inFlight -= s.delta;
            s.slot.known = Math.max(s.slot.known, totals.get(s.key) ?? 0);
          }
        },
        (error) => {
          onError("Rate-limit counters could not be stored; retrying", error);
          for (const s of sent) {
            s.slot.inFlight -= s.delta;
            s.slot.pending += s.delta;
            if (slots.get(s.id) === s.slot) dirty.add(s.id);
          }
          schedule();
        },
      ),
    );
  };

  const schedule = () => {
    if (closed || timer || dirty.size === 0) return;
    timer = setTimeout(flushDirty, flushMs);
    timer.unref();
  };

  let forgottenAt = 0;
  const forgetPastWindows = () => {
    const at = now();
    if (at - forgottenAt < windowMs && slots.size < 100_000) return;
    forgottenAt = at;
    const current = Math.floor(at / windowMs);
    for (const [id, slot] of slots) {
      if (slot.window < current && slot.pending === 0 && slot.inFlight === 0) slots.delete(id);
    }
  };

  const exactly = async (id: string, slot: Slot, at: number): Promise<Decision> => {
    const delta = slot.pending + 1;
    slot.pending = 0;
    slot.inFlight += delta;
    dirty.delete(id);
    const key = keyOf(id, slot.window);
    try {
      const total = (await store.add([{ key, delta, expiresAt: expiry(slot.window) }])).get(key);
      slot.inFlight -= delta;
      slot.known = Math.max(slot.known, total ?? 0);
      return (total ?? 0) <= rule.max ? ALLOWED : refuse(slot.window, now());
    } catch (error) {
      // The store is down: decide on this instance's own count and store it later.
      onError("Rate-limit counters could not be read; deciding locally", error);
      slot.inFlight -= delta;
      const seen = slot.known + slot.pending + slot.inFlight + delta;
      const allowed = seen <= rule.max;
      slot.pending += allowed ? delta : delta - 1;
      if (slot.pending > 0 && slots.get(id) === slot) {
        dirty.add(id);
        schedule();
      }
      return allowed ? ALLOWED : refuse(slot.window, at);
    }
  };

  return {
    rule,
    hit(id) {
      const at = now();
      const window = Math.floor(at / windowMs);
      const slot = slotFor(id, window);
      if (slot.known >= rule.max) return refuse(window, at);
      if (
        slot.known + slot.pending + slot.inFlight + 1 > rule.max - margin ||
        // A slow store: at most one batch unconfirmed, then this client waits for the store.
        (slot.inFlight > 0 && slot.pending + 1 >= batch)
      ) {
        return exactly(id, slot, at);
      }
      slot.pending += 1;
      dirty.add(id);
      if (slot.pending >= batch) flushDirty();
      else schedule();
      return ALLOWED;
    },
    async flush() {
      flushDirty();
      await Promise.allSettled([...inFlight]);
    },
    async close() {
      flushDirty();
      closed = true;
      await Promise.allSettled([...inFlight]);
      if (timer) clearTimeout(timer);
    },
  };
}
