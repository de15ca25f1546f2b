import type { FastifyReply, FastifyRequest } from "fastify";
import type { Auth } from "./auth";
import { toFetchHeaders } from "./routes";
import { memoizedTeacher } from "./session-memo";
import type { Teacher } from "./teacher";
import { type TwoFactorGate, twoFactorBlock } from "./two-factor-gate";

export type { Teacher } from "./teacher";

/**
 * The signed-in teacher, asked of Better Auth itself (`auth.api.getSession`): it checks the
 * session cookie's signature, reads the session row with its user (so a session ended by
 * sign-out, a password change or an account deletion is refused at once), refuses an expired
 * one and rolls one due for its refresh. Better Auth's cookie cache stays off: a copy of the
 * session in a cookie would outlive its revocation (docs/decisions/0039-public-library-apis.md).
 */
export async function readTeacher(auth: Auth, request: FastifyRequest): Promise<Teacher | null> {
  const session = await auth.api.getSession({ headers: toFetchHeaders(request.headers) });
  if (!session) return null;
  const { id, email, name, twoFactorEnabled } = session.user;
  return { id, email, name, twoFactorEnabled: Boolean(twoFactorEnabled) };
}

/**
 * An onRequest hook: 401 unless a teacher is signed in; sets `request.teacher`. Better Auth's
 * answer is kept for a moment per Cookie header, and forgotten whenever a session may have
 * ended (session-memo.ts). With REQUIRE_TWO_FACTOR, a teacher with a password and no two-factor
 * yet gets 403 `two_factor_required` everywhere but the set-up's own routes (two-factor-gate.ts).
 */
export function requireTeacher(auth: Auth, gate: TwoFactorGate | null = null) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const teacher = await memoizedTeacher(request.headers.cookie, () => readTeacher(auth, request));
    if (!teacher) return reply.status(401).send({ error: "Please sign in", code: "unauthorized" });
    const blocked = gate ? await twoFactorBlock(gate, teacher, request) : null;
    if (blocked) return reply.status(403).send(blocked);
    request.teacher = teacher;
  };
}
