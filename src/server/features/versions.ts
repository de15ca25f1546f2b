import type { FastifyReply } from "fastify";

/**
 * Versions and conditional updates (issue 9.8). Every student, class and setting carries a
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
