import type { FastifyInstance } from "fastify";
import { requireTeacher } from "../session";

/**
 * Every signed-in API route. Registered inside one scope whose onRequest hook answers 401 (before any body is read) unless a
 * teacher is signed in, so no route here can forget the check; each route then scopes every
 * query by `request.teacher.id`.
 */
export async function teacherApi(app: FastifyInstance): Promise<void> {
  app.addHook("onRequest", requireTeacher(app.ctx.auth));
  // One line per resource (features/<resource>/routes.ts):
}
