import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "#src/server/db/schema";
import type { FakeGoogle } from "./fake-google";
import { fakeStudents } from "./fake-google";
import { connectGoogle } from "./google-connect";

let made = 0;

/**
 * For the route matrices: a world whose teacher has connected Google Classroom (through the
 * fake the recorded app points at) and teaches one course of three students, to which the
 * world's class is linked, when `url` is a Google Classroom route; nothing otherwise (the other
 * routes stay as fast as before).
 */
export async function seedGoogleFor(
  t: { app: FastifyInstance; google: FakeGoogle; database: { db: Kysely<DB> } },
  world: { cookie: string; userId: string; classId: string },
  url: string,
): Promise<{ googleCourseId?: string }> {
  if (!url.includes("google")) return {};
  made++;
  const sub = `g-world-${made}-${world.userId}`;
  await connectGoogle(t.app, world.cookie, t.google, {
    sub,
    email: `world${made}@school.test`,
    name: "World Teacher",
  });
  const googleCourseId = `course-${made}-${world.userId}`;
  t.google.state.courses.push({
    id: googleCourseId,
    name: "World course",
    teachers: [sub],
    students: fakeStudents(3, String(made)),
  });
  const now = new Date().toISOString();
  await t.database.db
    .insertInto("roster_classes")
    .values({
      class_id: world.classId,
      source: "google",
      external_id: googleCourseId,
      title: "World course",
      linked_at: now,
      synced_at: now,
    })
    .execute();
  return { googleCourseId };
}
