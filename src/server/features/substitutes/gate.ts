import type { FastifyRequest } from "fastify";
import { SUBSTITUTE_PIN_HEADER, SUBSTITUTE_TOKEN_HEADER } from "#src/domain/schemas/substitutes";
import type { AppContext } from "#src/server/app-context";
import { TooManyRequests } from "#src/server/errors";
import { TOO_MANY_REQUESTS } from "#src/server/security/rate-limit";
import { SUBSTITUTE } from "../activity/record";
import type { ClassWriter } from "../class-writer";
import type { Db } from "../repository-kit";
import { pinChecker } from "./pin";
import { closedReason, pinRequired, tooManyTries, unknownLink, wrongPin } from "./refusals";
import { findLinkById, findLinkByToken, type OpenedLink } from "./repository";

/** What a substitute's request reaches: one link and its class. */
export interface SubstituteScope {
  link: OpenedLink;
}

declare module "fastify" {
  interface FastifyRequest {
    substitute: SubstituteScope;
  }
}

/** A token as links are made: 32 bytes, base64url (43 characters). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The substitute API's onRequest hook (docs/decisions/0059-substitute-links.md), on every
 * request: the token (header) finds the link, else 404; then revoked (410), its days (403 not
 * started, 410 ended), then the PIN (401, 429 after too many wrong ones). Sets
 * `request.substitute`. The link's overall request rate is limited as a teacher's is.
 */
export function substituteGate(ctx: Pick<AppContext, "database" | "rateLimits">) {
  const checkPin = pinChecker(ctx.rateLimits.store);
  const limiter = ctx.rateLimits.api;
  return async (request: FastifyRequest) => {
    const token = single(request.headers[SUBSTITUTE_TOKEN_HEADER]);
    if (token === undefined || !TOKEN.test(token)) throw unknownLink();
    const link = await findLinkByToken(ctx.database.db, token);
    if (!link) throw unknownLink();
    if (limiter) {
      const decision = await limiter.hit(`substitute:${link.id}`);
      if (!decision.allowed) throw new TooManyRequests(TOO_MANY_REQUESTS, decision.retryAfter);
    }
    const closed = closedReason(link);
    if (closed) throw closed;
    if (link.pin_hash !== null) {
      const pin = single(request.headers[SUBSTITUTE_PIN_HEADER]);
      if (pin === undefined || pin === "") throw pinRequired();
      if (!/^\d{6}$/.test(pin)) throw wrongPin();
      const checked = await checkPin(link.id, link.pin_hash, pin);
      if (checked === "wrong") throw wrongPin();
      if (checked !== "right") throw tooManyTries(checked.tooMany);
    }
    request.substitute = { link };
  };
}

/**
 * A substitute writing the link's class: under the owner's lock (the class's lock order, as a
 * co-teacher's write takes it), the link is read again, so one revoked or ended since the
 * request began writes nothing. Idempotency-Keys are kept per link.
 */
export function substituteWriter(link: OpenedLink): ClassWriter {
  return {
    lockId: link.owner_id,
    keyPrefix: `substitute:${link.id}:`,
    async open(trx: Db) {
      const current = await findLinkById(trx, link.id);
      if (!current) throw unknownLink();
      const closed = closedReason(current);
      if (closed) throw closed;
      return { classId: current.class_id, actor: SUBSTITUTE };
    },
  };
}
