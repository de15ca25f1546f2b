import type { FastifyInstance } from "fastify";
import type { FakeGoogle } from "./fake-google";
import { fakeStudents } from "./fake-google";
import { connectGoogle } from "./google-connect";

let made = 0;

/**
 * For the route matrices: a world whose teacher has connected Google Classroom (through the
 * fake the recorded app points at) and teaches one course of three students, when `url` is a
 * Google Classroom route; nothing otherwise (the other routes stay as fast as before).
 */
export async function seedGoogleFor(
  t: { app: FastifyInstance; google: FakeGoogle },
  world: { cookie: string; userId: string },
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
  return { googleCourseId };
}
