/**
 * The signed-in teacher of a request: set by `requireTeacher` (session.ts) from the session,
 * never taken from the request body. A module of its own, so the session lookup and
 * every feature can name it without importing the session hooks.
 */
export interface Teacher {
  id: string;
  email: string;
  name: string;
  /** Whether the teacher's sign-in asks for a two-factor code (Better Auth's user field). */
  twoFactorEnabled?: boolean;
}

declare module "fastify" {
  interface FastifyRequest {
    teacher: Teacher;
  }
}
