import { createHash } from "node:crypto";
import type { FastifyReply } from "fastify";
import type { Transaction } from "kysely";
import { z } from "zod";
import {
  IDEMPOTENCY_KEY_FORMAT,
  IDEMPOTENCY_KEY_PATTERN,
  KEY_REUSED_MESSAGE,
} from "#src/domain/schemas/common";
import type { Database } from "../db/connect";
import type { DB } from "../db/schema";
import { HttpError } from "../errors";
import { teacherTransaction } from "./locks";
import type { Db } from "./repository-kit";

/**
 * Idempotency keys: a request sent again with the same `Idempotency-Key` (a retry
 * after a network error) gets the first answer again instead of doing the work twice. The first
 * answer is stored per teacher and key with a hash of what was asked; a key is kept 24 hours.
 *
 * Callers run `storedAnswer` and `storeAnswer` in the transaction that does the work, after
 * `lockTeacher`: on PostgreSQL that row lock makes a second request with the key wait until the
 * first one has committed (its answer stored) or rolled back (nothing stored: it runs itself);
 * on SQLite transactions never interleave. So of any number of concurrent requests with one
 * key, exactly one does the work and the others replay its answer.
 */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export { KEY_REUSED_MESSAGE };

export const idempotencyHeaders = z.object({
  "idempotency-key": z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_FORMAT)
    .optional()
    .describe(
      "A key made once per attempt (e.g. a UUID) and sent again with every retry of it: a retry replays the first answer (with `Idempotent-Replayed: true`) instead of importing again. The same key with a different request answers 422. Keys are kept 24 hours.",
    ),
});

/** What a key stands for: the method, the path and the parsed body. */
export function requestHash(method: string, path: string, body: unknown): string {
  return createHash("sha256")
    .update(`${method} ${path}\n`)
    .update(JSON.stringify(body) ?? "")
    .digest("hex");
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/**
 * The answer stored for this teacher's key, or undefined (the request is new). Forgets every
 * key older than 24 hours first, whoever's it is, so the table holds at most a day of keyed
 * imports. 422 when the key was used for another request.
 */
export async function storedAnswer(
  db: Db,
  userId: string,
  key: string,
  hash: string,
  now = Date.now(),
): Promise<StoredAnswer | undefined> {
  await db
    .deleteFrom("idempotency_keys")
    .where("created_at", "<", new Date(now - IDEMPOTENCY_TTL_MS).toISOString())
    .execute();
  const row = await db
    .selectFrom("idempotency_keys")
    .select(["request_hash", "status_code", "response_body"])
    .where("user_id", "=", userId)
    .where("key", "=", key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.request_hash !== hash) throw new HttpError(422, KEY_REUSED_MESSAGE);
  return { status: row.status_code, body: JSON.parse(row.response_body) };
}

/** Stores the answer of the first request with this key (in the transaction that did the work). */
export async function storeAnswer(
  db: Db,
  userId: string,
  key: string,
  hash: string,
  answer: StoredAnswer,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto("idempotency_keys")
    .values({
      user_id: userId,
      key,
      request_hash: hash,
      status_code: answer.status,
      response_body: JSON.stringify(answer.body),
      created_at: new Date(now).toISOString(),
    })
    .execute();
}

/**
 * Creates something once per key (a POST answering 201): in the teacher's transaction, a
 * request whose key has an answer replays it (`Idempotent-Replayed: true`), a new one runs
 * `create` and stores its answer with the work. Without a key, `create` simply runs.
 */
export async function createOnce<T>(
  database: Pick<Database, "db" | "dialect">,
  teacherId: string,
  request: { headers: { "idempotency-key"?: string }; body: unknown },
  path: string,
  reply: FastifyReply,
  create: (trx: Transaction<DB>) => Promise<T>,
  /** Keeps one writer's keys apart from another's stored under the same user (a substitute link's). */
  keyPrefix = "",
): Promise<T> {
  const sent = request.headers["idempotency-key"];
  const key = sent === undefined ? undefined : `${keyPrefix}${sent}`;
  const hash = key === undefined ? "" : requestHash("POST", path, request.body);
  const answer = await teacherTransaction(database, teacherId, async (trx) => {
    const stored = key === undefined ? undefined : await storedAnswer(trx, teacherId, key, hash);
    if (stored) return { body: stored.body as T, replayed: true };
    const body = await create(trx);
    if (key !== undefined) await storeAnswer(trx, teacherId, key, hash, { status: 201, body });
    return { body, replayed: false };
  });
  if (answer.replayed) reply.header("idempotent-replayed", "true");
  return answer.body;
}
