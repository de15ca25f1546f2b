import type { BetterAuthOptions } from "better-auth";
import type { Statement } from "better-sqlite3";
import { sql } from "kysely";
import { createClient } from "redis";
import type { Database } from "../db/connect";

/** Better Auth's storage for its own limiter (`rateLimit.customStorage`). */
export type AuthRateLimitStorage = NonNullable<
  NonNullable<BetterAuthOptions["rateLimit"]>["customStorage"]
>;

/**
 * Where the rate-limit counters of every server instance meet (docs/decisions/0008): a table in
 * the product's database, or Redis when REDIS_URL is set. Counters are per fixed window; each
 * key names its window, so a new window starts a new counter and old ones expire.
 */
export interface CounterDelta {
  key: string;
  delta: number;
  /** Milliseconds since 1970 after which the counter may be deleted. */
  expiresAt: number;
}

export interface CounterStore {
  readonly kind: "database" | "redis";
  /** Adds each delta to its counter (atomically per counter) and answers every new total. */
  add(entries: readonly CounterDelta[]): Promise<Map<string, number>>;
  /** Better Auth's limiter on the same store, or null to keep its own database storage. */
  readonly authStorage: AuthRateLimitStorage | null;
  close(): Promise<void>;
}

/** Opens Redis when the configuration names it, else the database table. */
export async function openCounterStore(
  options: { redisUrl: string | undefined; redisKeyPrefix: string; database: Database },
  log: (message: string, error: unknown) => void,
): Promise<CounterStore> {
  if (options.redisUrl) return redisCounterStore(options.redisUrl, options.redisKeyPrefix, log);
  return databaseCounterStore(options.database);
}

const PRUNE_EVERY_MS = 60_000;

const UPSERT_SQL = `INSERT INTO rate_limit_counters (key, count, expires_at) VALUES (?, ?, ?)
  ON CONFLICT (key) DO UPDATE SET count = rate_limit_counters.count + excluded.count
  RETURNING count`;

/**
 * Counters in `rate_limit_counters`: one write per flush (one multi-row upsert, keys sorted so
 * two instances never lock rows in opposite orders). Expired rows are deleted at most once a
 * minute per instance.
 *
 * On SQLite, when no transaction is open on the connection, the flush runs right there with
 * `synchronous = NORMAL` for its one commit: in WAL mode that commit needs no fsync (the next
 * durable commit or checkpoint syncs it). A counter lost to a power cut costs nothing, while an
 * fsync would hold the event loop (about 4 ms here, up to ~100 ms under I/O load). Inside a
 * transaction it queues through Kysely like any other write.
 */
export function databaseCounterStore(database: Database): CounterStore {
  let prunedAt = 0;
  const file = database.sqlite;
  let upsert: Statement<[string, number, number], { count: number }> | undefined;
  let prune: Statement<[number]> | undefined;

  const addUnsynced = (
    sqlite: NonNullable<typeof file>,
    sorted: readonly CounterDelta[],
    now: number,
  ): Map<string, number> => {
    upsert ??= sqlite.prepare<[string, number, number], { count: number }>(UPSERT_SQL);
    prune ??= sqlite.prepare<[number]>("DELETE FROM rate_limit_counters WHERE expires_at < ?");
    const statement = upsert;
    const previous = sqlite.pragma("synchronous", { simple: true }) as number;
    sqlite.pragma("synchronous = NORMAL");
    try {
      return sqlite.transaction(() => {
        const totals = new Map<string, number>();
        for (const e of sorted) {
          const row = statement.get(e.key, e.delta, e.expiresAt);
          totals.set(e.key, Number(row?.count ?? 0));
        }
        if (now - prunedAt >= PRUNE_EVERY_MS) {
          prunedAt = now;
          prune?.run(now);
        }
        return totals;
      })();
    } finally {
      sqlite.pragma(`synchronous = ${Number(previous)}`);
    }
  };

  return {
    kind: "database",
    authStorage: null,
    async add(entries) {
      if (entries.length === 0) return new Map();
      const sorted = [...entries].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      const now = Date.now();
      if (file && !file.inTransaction) return addUnsynced(file, sorted, now);
      const rows = await database.db
        .insertInto("rate_limit_counters")
        .values(sorted.map((e) => ({ key: e.key, count: e.delta, expires_at: e.expiresAt })))
        .onConflict((oc) =>
          oc.column("key").doUpdateSet({
            count: sql<number>`rate_limit_counters.count + excluded.count`,
          }),
        )
        .returning(["key", "count"])
        .execute();
      const totals = new Map<string, number>();
      for (const row of rows) totals.set(row.key, Number(row.count));
      if (now - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = now;
        await database.db.deleteFrom("rate_limit_counters").where("expires_at", "<", now).execute();
      }
      return totals;
    },
    async close() {},
  };
}

/** Better Auth's `rateLimit` keys are `<ip>|<path>`; ours are namespaced beside them. */
const AUTH_NAMESPACE = "auth:";
const COUNTER_NAMESPACE = "rl:";

/**
 * Counters in Redis: INCRBY + PEXPIREAT per counter in one MULTI. Better Auth's limiter gets a
 * `customStorage` on the same connection (a window that starts at a client's first request:
 * SET NX PX, INCR, PTTL in one MULTI), so sessions stay in the database where the signed-in
 * lookup reads them. If Redis fails, the auth limiter falls back to counting in this process.
 */
export async function redisCounterStore(
  url: string,
  prefix: string,
  log: (message: string, error: unknown) => void,
): Promise<CounterStore> {
  // Fail fast while disconnected (no offline queue, 1 s per command): the limiters then decide
  // locally instead of holding requests. Unreachable at start-up: the start fails, with the
  // reason; later outages are retried every few seconds.
  let ready = false;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: 1000 },
    socket: {
      connectTimeout: 5000,
      reconnectStrategy: (retries: number, cause: Error) =>
        ready ? Math.min(100 * 2 ** retries, 3000) : cause,
    },
  });
  let loggedAt = 0;
  // Without a listener an 'error' event would end the process. Logged at most every 30 s.
  client.on("error", (error) => {
    if (!ready || Date.now() - loggedAt < 30_000) return;
    loggedAt = Date.now();
    log("Redis error (rate limits)", error);
  });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`REDIS_URL: cannot connect (${(error as Error).message})`);
  }
  ready = true;
  const local = new Map<string, { count: number; resetAt: number }>();
  const consumeLocally = (key: string, rule: { window: number; max: number }) => {
    const now = Date.now();
    let entry = local.get(key);
    if (!entry || entry.resetAt <= now) {
      if (local.size >= 10_000) local.clear();
      entry = { count: 0, resetAt: now + rule.window * 1000 };
      local.set(key, entry);
    }
    entry.count += 1;
    const allowed = entry.count <= rule.max;
    return { allowed, retryAfter: allowed ? null : Math.ceil((entry.resetAt - now) / 1000) };
  };
  const authStorage: AuthRateLimitStorage = {
    async consume(key, rule) {
      const k = `${prefix}${AUTH_NAMESPACE}${key}`;
      try {
        const [, count, ttl] = await client
          .multi()
          .set(k, "0", { expiration: { type: "PX", value: rule.window * 1000 }, condition: "NX" })
          .incr(k)
          .pTTL(k)
          .exec();
        if (Number(count) <= rule.max) return { allowed: true, retryAfter: null };
        return { allowed: false, retryAfter: Math.max(1, Math.ceil(Number(ttl) / 1000)) };
      } catch (error) {
        log("Redis unavailable: sign-in limits count in this process only", error);
        return consumeLocally(key, rule);
      }
    },
  };
  return {
    kind: "redis",
    authStorage,
    async add(entries) {
      const totals = new Map<string, number>();
      if (entries.length === 0) return totals;
      const multi = client.multi();
      for (const e of entries) {
        const k = `${prefix}${COUNTER_NAMESPACE}${e.key}`;
        multi.incrBy(k, e.delta).pExpireAt(k, e.expiresAt);
      }
      const replies = await multi.exec();
      entries.forEach((e, i) => void totals.set(e.key, Number(replies[i * 2])));
      return totals;
    },
    async close() {
      if (client.isOpen) await client.close();
    },
  };
}
