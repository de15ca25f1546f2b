/**
 * Teachers for the API tests, signed up through the real auth endpoint (harness.ts `signUp`):
 * two of them, for a test that proves one teacher's data answers 404 to the other, or one with
 * a class of their own, for a test about what a class holds.
 */
import type { FastifyInstance } from "fastify";
import { signUp } from "./harness";
import { roster } from "./roster";

export type Teacher = Awaited<ReturnType<typeof signUp>>;

/** `me` does the test's work; `other` is another teacher, who must not see it. */
export async function twoTeachers(app: FastifyInstance): Promise<{ me: Teacher; other: Teacher }> {
  const me = await signUp(app);
  const other = await signUp(app);
  return { me, other };
}

/** A new teacher with one class (POST /api/classes, asserted 201); its id in `classId`. */
export async function teacherWithClass(
  app: FastifyInstance,
  name = "Class",
): Promise<Teacher & { classId: string }> {
  const teacher = await signUp(app);
  const room = await roster(app, teacher.cookie).newClass(name);
  return { ...teacher, classId: room.id };
}
