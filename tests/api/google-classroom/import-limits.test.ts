import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { googleRetryPolicy } from "#src/server/features/google-classroom/service";
import { type FakeGoogle, fakeStudents, startFakeGoogle } from "../../support/fake-google";
import { connectGoogle } from "../../support/google-connect";
import { call, createTestApp, signUp, type TestApp } from "../../support/harness";

/**
 * Google Classroom imports on SQLite and PostgreSQL, at the edges of what a class takes: a course
 * title past the import's 200 characters is cut like other names (the class name to 100), and a
 * course of more students than the class limit (MAX_STUDENTS_PER_CLASS, 10,000 by default)
 * answers that limit's 409 and message, as every other import does.
 */
let fake: FakeGoogle;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeGoogle({ pageSize: 100 });
  t = await createTestApp({ ...fake.settings });
  googleRetryPolicy.sleep = async () => {};
});
afterAll(async () => {
  googleRetryPolicy.sleep = undefined;
  await t.close();
  await fake.stop();
});

let n = 0;
async function teacherWithCourse(name: string, size: number) {
  n++;
  const me = await signUp(t.app);
  const sub = `g-limits-${n}`;
  await connectGoogle(t.app, me.cookie, fake, { sub, email: `l${n}@school.test`, name: "L" });
  const course = { id: `limits-${n}`, name, teachers: [sub], students: fakeStudents(size, `${n}`) };
  fake.state.courses.push(course);
  return { ...me, course };
}
const importNew = (cookie: string, courseId: string) =>
  call(t.app, "POST", "/api/google-classroom/imports", {
    cookie,
    body: { courses: [{ course_id: courseId, target_class_id: null }] },
  });

describe("Google Classroom imports at the edges", () => {
  it("cuts a course title over 200 characters instead of refusing the import", async () => {
    // 260 UTF-16 units, an emoji across the 100th and the 200th: never cut inside one.
    const title = `${"Year 9 Science ".repeat(7).slice(0, 99)}🧪${"x".repeat(98)}🧪${"y".repeat(59)}`;
    expect(title.length).toBe(260);
    const { cookie, course } = await teacherWithCourse(title, 3);
    const res = await importNew(cookie, course.id);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().classes[0];
    expect(result.class_name).toBe(title.slice(0, 99).trim());
    const classes = await call(t.app, "GET", "/api/classes", { cookie });
    expect(classes.json().map((c: { name: string }) => c.name)).toEqual([result.class_name]);
    const links = await call(t.app, "GET", "/api/roster-links", { cookie });
    expect(links.json()).toEqual([
      expect.objectContaining({ class_id: result.class_id, title: title.slice(0, 199) }),
    ]);
    expect(result.added).toHaveLength(3);

    // Synced again, the cut title is the same: nothing to rename.
    const sync = await call(t.app, "POST", `/api/classes/${result.class_id}/google-sync`, {
      cookie,
      body: { dry_run: false },
    });
    expect(sync.statusCode, sync.body).toBe(200);
    expect(sync.json().classes[0]).toMatchObject({ added: [], renamed: [], unchanged: 3 });
  });

  it("a course of 10,001 students answers the class limit's 409 and message, writing nothing", async () => {
    const { cookie, course } = await teacherWithCourse("Whole School", 10_001);
    const res = await importNew(cookie, course.id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toBe(
      "A class can hold at most 10,000 students; importing Whole School would make 10,001.",
    );
    expect((await call(t.app, "GET", "/api/classes", { cookie })).json()).toEqual([]);
  });
});
