import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { googleRetryPolicy } from "#src/server/features/google-classroom/service";
import { nowIso } from "#src/server/features/repository-kit";
import { type FakeGoogle, fakeStudents, startFakeGoogle } from "../../support/fake-google";
import { connectGoogle } from "../../support/google-connect";
import { call, createTestApp, signUp, type TestApp } from "../../support/harness";
import { roster } from "../../support/roster";
import { addMember } from "../../support/sharing-world";

/**
 * Roster links and the Google Classroom course list stay the teacher's own
 * (docs/decisions/0058-sharing-a-class.md): a co-teacher sees none of the owner's roster links,
 * and their own Google course list never names the owner's class linked to a course, even a
 * course both teach. Runs on SQLite and (TEST_DATABASE_URL) PostgreSQL.
 */
let fake: FakeGoogle;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeGoogle();
  t = await createTestApp(fake.settings);
  googleRetryPolicy.sleep = async () => {};
});
afterAll(async () => {
  googleRetryPolicy.sleep = undefined;
  await t.close();
  await fake.stop();
});

let n = 0;
/** The owner's class imported from a Google course that both teachers teach, shared with the colleague. */
async function sharedGoogleClass() {
  n++;
  const owner = await signUp(t.app);
  const colleague = await signUp(t.app);
  const ownerSub = `g-owner-${n}-${Date.now()}`;
  const colleagueSub = `g-colleague-${n}-${Date.now()}`;
  await connectGoogle(t.app, owner.cookie, fake, {
    sub: ownerSub,
    email: `owner${n}@school.test`,
    name: "Owner",
  });
  await connectGoogle(t.app, colleague.cookie, fake, {
    sub: colleagueSub,
    email: `colleague${n}@school.test`,
    name: "Colleague",
  });
  const course = {
    id: `shared-course-${n}`,
    name: `Shared course ${n}`,
    teachers: [ownerSub, colleagueSub],
    students: fakeStudents(3, `s${n}`),
  };
  fake.state.courses.push(course);
  const imported = await call(t.app, "POST", "/api/google-classroom/imports", {
    cookie: owner.cookie,
    body: { courses: [{ course_id: course.id, target_class_id: null }] },
  });
  expect(imported.statusCode, imported.body).toBe(200);
  const classId = imported.json().classes[0].class_id as string;
  await addMember(t.database.db, classId, colleague.userId, owner.userId);
  return { owner, colleague, classId, course };
}

describe("what stays the teacher's own in a shared class", () => {
  it("GET /api/roster-links: the owner sees their class's links, the co-teacher none", async () => {
    const { owner, colleague, classId } = await sharedGoogleClass();
    // A OneRoster link too, on a second class of the owner, also shared.
    const second = await roster(t.app, owner.cookie).newClass("From OneRoster");
    await t.database.db
      .insertInto("roster_classes")
      .values({
        class_id: second.id,
        source: "oneroster",
        external_id: `or-${second.id}`,
        title: "Period 1",
        linked_at: nowIso(),
        synced_at: nowIso(),
      })
      .execute();
    await addMember(t.database.db, second.id, colleague.userId, owner.userId);

    const own = await call(t.app, "GET", "/api/roster-links", { cookie: owner.cookie });
    expect(own.statusCode).toBe(200);
    expect(
      own
        .json()
        .map((l: { class_id: string }) => l.class_id)
        .sort(),
    ).toEqual([classId, second.id].sort());
    const theirs = await call(t.app, "GET", "/api/roster-links", { cookie: colleague.cookie });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual([]);
    // The co-teacher still sees both classes themselves: only the links are the owner's.
    const classes = await roster(t.app, colleague.cookie).classes();
    expect(classes.map((c: { id: string }) => c.id).sort()).toEqual([classId, second.id].sort());
  });

  it("the Google course list: the co-teacher's names no class of the owner's, even for a course both teach", async () => {
    const { owner, colleague, classId, course } = await sharedGoogleClass();
    const own = await call(t.app, "GET", "/api/google-classroom/courses", {
      cookie: owner.cookie,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().courses).toContainEqual(
      expect.objectContaining({ id: course.id, linked_class_id: classId }),
    );
    const theirs = await call(t.app, "GET", "/api/google-classroom/courses", {
      cookie: colleague.cookie,
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    const listed = theirs.json().courses as { id: string; linked_class_id: string | null }[];
    expect(listed).toContainEqual(
      expect.objectContaining({ id: course.id, linked_class_id: null }),
    );
    expect(JSON.stringify(theirs.json())).not.toContain(classId);
  });
});
