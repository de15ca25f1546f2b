import { timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { seal, unseal } from "./sealed";

/**
 * The OAuth `state`, PKCE verifier and where to return, kept between "Connect" and Google's
 * redirect back in a short-lived httpOnly cookie sealed for the teacher (AES-256-GCM): no table,
 * any server instance can read it, and a state started by one teacher (or another browser)
 * doesn't finish for another. Path-limited to the callback; SameSite=Lax lets Google's top-level
 * redirect carry it.
 */
export const STATE_MINUTES = 10;
export const CALLBACK_PATH = "/api/google-classroom/callback";

const cookieName = (secure: boolean) =>
  secure ? "__Secure-classcharm.google_oauth" : "classcharm.google_oauth";

export interface PendingConnect {
  state: string;
  verifier: string;
  returnTo: string;
  expires: number;
}

export function setStateCookie(
  reply: FastifyReply,
  key: Buffer,
  teacherId: string,
  secure: boolean,
  pending: PendingConnect,
): void {
  const value = seal(key, JSON.stringify(pending), `oauth-state:${teacherId}`);
  reply.header(
    "set-cookie",
    `${cookieName(secure)}=${value}; Path=${CALLBACK_PATH}; Max-Age=${STATE_MINUTES * 60}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
  );
}

export function clearStateCookie(reply: FastifyReply, secure: boolean): void {
  reply.header(
    "set-cookie",
    `${cookieName(secure)}=; Path=${CALLBACK_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
  );
}

/** The pending connect this browser started for this teacher, if `state` is its state. */
export function readStateCookie(
  request: FastifyRequest,
  key: Buffer,
  teacherId: string,
  secure: boolean,
  state: string | undefined,
): PendingConnect | null {
  const name = `${cookieName(secure)}=`;
  const raw = (request.headers.cookie ?? "")
    .split(";")
    .map((c) => c.trim())
    .find((c) => c.startsWith(name))
    ?.slice(name.length);
  if (!raw || !state) return null;
  const text = unseal(key, raw, `oauth-state:${teacherId}`);
  if (!text) return null;
  try {
    const pending = JSON.parse(text) as PendingConnect;
    const a = Buffer.from(pending.state);
    const b = Buffer.from(state);
    if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
    return pending.expires > Date.now() ? pending : null;
  } catch {
    return null;
  }
}
