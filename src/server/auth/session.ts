import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/connect";
import type { Auth } from "./auth";
import { toFetchHeaders } from "./routes";
import { createSessionLookup } from "./session-lookup";
import type { Teacher } from "./teacher";

export type { Teacher } from "./teacher";

export async function readTeacher(auth: Auth, request: FastifyRequest): Promise<Teacher | null> {
  const session = await auth.api.getSession({ headers: toFetchHeaders(request.headers) });
  if (!session) return null;
  return { id: session.user.id, email: session.user.email, name: session.user.name };
}

/**
 * An onRequest hook: 401 unless a teacher is signed in; sets `request.teacher`. A valid session
 * that needs no write is answered by a direct lookup (session-lookup.ts), which also reads the
 * route's rows in the same statement when the route asks for it (`config.sessionRead`); every
 * other case by Better Auth itself.
 */
export function requireTeacher(auth: Auth, database: Database) {
  const lookup = createSessionLookup(auth, database);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const read = request.routeOptions.config.sessionRead;
    const teacher = (await lookup(request, read)) ?? (await readTeacher(auth, request));
    if (!teacher) return reply.status(401).send({ error: "Please sign in", code: "unauthorized" });
    request.teacher = teacher;
  };
}
