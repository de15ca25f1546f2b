import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { googleRetryPolicy } from "#src/server/features/google-classroom/service";
import { type FakeGoogle, startFakeGoogle } from "../../support/fake-google";
import { connectGoogle } from "../../support/google-connect";
import { call, createTestApp, signUp, type TestApp } from "../../support/harness";

/** Google Classroom imports and syncs with first names and last initials only (decision 0057). */
let fake: FakeGoogle;
let t: TestApp;
let strict: TestApp;
beforeAll(async () => {
  fake = await startFakeGoogle();
  t = await createTestApp({ ...fake.settings, CLASS_LIMIT: "5" });
  strict = await createTestApp({ ...fake.settings, CLASS_LIMIT: "5", STUDENT_NAMES: "initials" });
  googleRetryPolicy.sleep = async () => {};
});
afterAll(async () => {
  googleRetryPolicy.sleep = undefined;
  await t.close();
  await strict.close();
  await fake.stop();
});

let n = 0;
async function teacherWithCourse(app: TestApp, names: string[]) {
  n++;
  const me = await signUp(app.app);
  const sub = `g-initials-${n}`;
  await connectGoogle(app.app, me.cookie, fake, { sub, email: `li${n}@school.test`, name: "L" });
  const course = {
    id: `initials-course-${n}`,
    name: `Year ${n}`,
    teachers: [sub],
    students: names.map((fullName, i) => ({
      userId: `${n}${String(i).padStart(20, "0")}`,
      fullName,
    })),
  };
  fake.state.courses.push(course);
  return { ...me, course };
}
const namesIn = async (app: TestApp, classId: string) =>
  (
    await app.database.db
      .selectFrom("students")
      .select("name")
      .where("class_id", "=", classId)
      .orderBy("name")
      .execute()
  ).map((r) => r.name);

describe("Google Classroom with first names and last initials only", () => {
  it("imports and syncs with last_initials: short names, apart, a newcomer renames her namesake", async () => {
    const me = await teacherWithCourse(t, ["Maya Patel", "Sam Park"]);
    const courses = [{ course_id: me.course.id, target_class_id: null }];
    const dry = await call(t.app, "POST", "/api/google-classroom/imports", {
      cookie: me.cookie,
      body: { dry_run: true, last_initials: true, courses },
    });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().classes[0].added.map((s: { name: string }) => s.name)).toEqual([
      "Maya P.",
      "Sam P.",
    ]);
    const res = await call(t.app, "POST", "/api/google-classroom/imports", {
      cookie: me.cookie,
      body: { last_initials: true, courses },
    });
    expect(res.statusCode, res.body).toBe(200);
    const classId = res.json().classes[0].class_id as string;
    expect(await namesIn(t, classId)).toEqual(["Maya P.", "Sam P."]);

    me.course.students.push({ userId: `${n}9`.padEnd(21, "9"), fullName: "Maya Perez" });
    const sync = await call(t.app, "POST", `/api/classes/${classId}/google-sync`, {
      cookie: me.cookie,
      body: { last_initials: true },
    });
    expect(sync.statusCode, sync.body).toBe(200);
    expect(sync.json().classes[0].renamed).toEqual([
      expect.objectContaining({ from: "Maya P.", to: "Maya Pa." }),
    ]);
    expect(await namesIn(t, classId)).toEqual(["Maya Pa.", "Maya Pe.", "Sam P."]);
  });

  it("keeps full names without the option, and refuses a last_initials that is not true or false", async () => {
    const me = await teacherWithCourse(t, ["Ann Lee"]);
    const courses = [{ course_id: me.course.id, target_class_id: null }];
    const bad = await call(t.app, "POST", "/api/google-classroom/imports", {
      cookie: me.cookie,
      body: { last_initials: "yes", courses },
    });
    expect(bad.statusCode).toBe(400);
    const res = await call(t.app, "POST", "/api/google-classroom/imports", {
      cookie: me.cookie,
      body: { courses },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await namesIn(t, res.json().classes[0].class_id)).toEqual(["Ann Lee"]);
  });

  it("with STUDENT_NAMES=initials, imports short names whatever the request says", async () => {
    const me = await teacherWithCourse(strict, ["Ann Lee", "Ann Leeds"]);
    const res = await call(strict.app, "POST", "/api/google-classroom/imports", {
      cookie: me.cookie,
      body: { last_initials: false, courses: [{ course_id: me.course.id, target_class_id: null }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await namesIn(strict, res.json().classes[0].class_id)).toEqual([
      "Ann Lee.",
      "Ann Leed.",
    ]);
  });
});
