import type { FastifyReply } from "fastify";
import { type ErrorWords, wordsFor } from "../errors";

/**
 * Versions and conditional updates. Every student, class and setting carries a
 * `version` (1 when made, one more at every change). Single-resource answers give it as an
 * `ETag: "<version>"` too; an update sent with `If-Match` runs as one conditional statement
 * (`... WHERE id = ? AND version = ?`), so of N concurrent updates made from the same version
 * exactly one changes the row and the others answer 409 with what is stored now.
 */
export const etag = (version: number): string => `"${version}"`;

/** Sets the ETag of an answer about one versioned row. */
export function withEtag<R extends FastifyReply>(reply: R, row: { version: number }): R {
  reply.header("etag", etag(row.version));
  return reply;
}

/** What a conditional update did: changed the row, or found it at another version. */
export type Conditional<T> = { updated: T } | { conflict: T };

/**
 * The one answer of a refused stale write, for every resource: 409 with the resource's message
 * and the row as stored now (`current`, as the resource answers it), and that row's ETag, so the
 * client can offer Reload or Keep my changes (the client's `conflictOf`).
 */
export function sendConflict<R extends FastifyReply>(
  reply: R,
  words: ErrorWords,
  row: { version: number },
  current: unknown = row,
): R {
  const error = wordsFor(reply.request, words);
  withEtag(reply, row).status(409).send({ error, code: "stale", current });
  return reply;
}
