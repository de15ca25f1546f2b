import type { FastifyReply, FastifyRequest } from "fastify";
import type { Auth } from "./auth";
import { toFetchHeaders } from "./routes";
import { memoizedTeacher } from "./session-memo";
import type { Teacher } from "./teacher";

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
  return { id: session.user.id, email: session.user.email, name: session.user.name };
}

/**
 * An onRequest hook: 401 unless a teacher is signed in; sets `request.teacher`. Better Auth's
 * answer is kept for a moment per Cookie header, and forgotten whenever a session may have
 * ended (session-memo.ts).
 */
export function requireTeacher(auth: Auth) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const teacher = await memoizedTeacher(request.headers.cookie, () => readTeacher(auth, request));
    if (!teacher) return reply.status(401).send({ error: "Please sign in", code: "unauthorized" });
    request.teacher = teacher;
  };
}
