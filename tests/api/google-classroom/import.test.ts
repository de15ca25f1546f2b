import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { googleRetryPolicy } from "#src/server/features/google-classroom/service";
import { type FakeGoogle, fakeStudents, startFakeGoogle } from "../../support/fake-google";
import { connectGoogle } from "../../support/google-connect";
import { call, createTestApp, signUp, type TestApp } from "../../support/harness";

let fake: FakeGoogle;
let t: TestApp;
/** Every answer our endpoints gave in this file: none may hold a Google token. */
const answers: LightMyRequestResponse[] = [];
beforeAll(async () => {
  fake = await startFakeGoogle();
  t = await createTestApp({ ...fake.settings, CLASS_LIMIT: "3" });
  googleRetryPolicy.sleep = async () => {};
});
afterAll(async () => {
  googleRetryPolicy.sleep = undefined;
  await t.close();
  await fake.stop();
});

const send = async (...args: Parameters<typeof call>) => {
  const res = await call(...args);
  answers.push(res);
  return res;
};

let n = 0;
async function teacherWithCourse(size: number) {
  n++;
  const me = await signUp(t.app);
  const sub = `g-import-${n}`;
  await connectGoogle(t.app, me.cookie, fake, { sub, email: `i${n}@school.test`, name: "I" });
  const course = {
    id: `course-${n}`,
    name: `Year ${n} Science`,
    teachers: [sub],
    students: fakeStudents(size, String(n)),
  };
  fake.state.courses.push(course);
  return { ...me, sub, course };
}
const studentsOf = (classId: string) =>
  t.database.db
    .selectFrom("students")
    .select(["id", "name"])
    .where("class_id", "=", classId)
    .orderBy("name")
    .execute();

describe("importing Google Classroom courses", () => {
  it("imports a course of 95 students (four pages) as a new class, after a dry run", async () => {
    const { cookie, course } = await teacherWithCourse(95);
    const courses = await send(t.app, "GET", "/api/google-classroom/courses", { cookie });
    expect(courses.json().courses).toEqual([
      { id: course.id, name: course.name, section: null, linked_class_id: null },
    ]);
    const body = { courses: [{ course_id: course.id, target_class_id: null }] };
    const before = fake.state.requests.length;
    const dry = await send(t.app, "POST", "/api/google-classroom/imports", {
      cookie,
      body: { ...body, dry_run: true },
    });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().dry_run).toBe(true);
    expect(dry.json().classes[0]).toMatchObject({ class_id: null, created: true });
    expect(dry.json().classes[0].added).toHaveLength(95);
    expect(
      fake.state.requests.slice(before).filter((r) => r.path.endsWith("/students")),
    ).toHaveLength(4);
    const classesBefore = await send(t.app, "GET", "/api/classes", { cookie });
    expect(classesBefore.json()).toEqual([]);

    const res = await send(t.app, "POST", "/api/google-classroom/imports", { cookie, body });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().classes[0];
    expect(result).toMatchObject({ class_name: course.name, created: true });
    const students = await studentsOf(result.class_id);
    expect(students).toHaveLength(95);
    expect(students[0]?.name).toBe("Student 001");
    const links = await send(t.app, "GET", "/api/roster-links", { cookie });
    expect(links.json()).toEqual([
      expect.objectContaining({
        class_id: result.class_id,
        source: "google",
        external_id: course.id,
      }),
    ]);
    const listed = await send(t.app, "GET", "/api/google-classroom/courses", { cookie });
    expect(listed.json().courses[0].linked_class_id).toBe(result.class_id);
  });

  it("balanced on by default gives newcomers even values; balanced: false leaves them empty", async () => {
    const attributesOf = (classId: string) =>
      t.database.db
        .selectFrom("students")
        .select(["number", "color", "element", "shape"])
        .where("class_id", "=", classId)
        .execute();
    const first = await teacherWithCourse(8);
    const on = await send(t.app, "POST", "/api/google-classroom/imports", {
      cookie: first.cookie,
      body: { courses: [{ course_id: first.course.id, target_class_id: null }] },
    });
    expect(on.statusCode, on.body).toBe(200);
    const even = await attributesOf(on.json().classes[0].class_id);
    expect(even).toHaveLength(8);
    // 8 students over 4 options: exactly 2 of each.
    for (const name of ["number", "color", "element", "shape"] as const) {
      const counts = new Map<unknown, number>();
      for (const s of even) counts.set(s[name], (counts.get(s[name]) ?? 0) + 1);
      expect([...counts.values()], name).toEqual([2, 2, 2, 2]);
      expect(counts.has(null), name).toBe(false);
    }
    const second = await teacherWithCourse(5);
    const off = await send(t.app, "POST", "/api/google-classroom/imports", {
      cookie: second.cookie,
      body: { balanced: false, courses: [{ course_id: second.course.id, target_class_id: null }] },
    });
    expect(off.statusCode, off.body).toBe(200);
    const empty = await attributesOf(off.json().classes[0].class_id);
    expect(empty).toEqual(
      Array.from({ length: 5 }, () => ({ number: null, color: null, element: null, shape: null })),
    );
  });

  it("fills an existing class, linking students typed by hand by their names", async () => {
    const { cookie, course } = await teacherWithCourse(3);
    const made = await send(t.app, "POST", "/api/classes", {
      cookie,
      body: { name: "Mine", description: "" },
    });
    const classId = made.json().id;
    await send(t.app, "POST", "/api/students", {
      cookie,
      body: {
        class_id: classId,
        name: "Student 002",
        number: 1,
        color: "Red",
        element: "Fire",
        shape: "Square",
      },
    });
    const res = await send(t.app, "POST", "/api/google-classroom/imports", {
      cookie,
      body: { courses: [{ course_id: course.id, target_class_id: classId }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().classes[0]).toMatchObject({ class_id: classId, created: false });
    expect(res.json().classes[0].linked).toEqual([
      expect.objectContaining({ name: "Student 002" }),
    ]);
    expect(res.json().classes[0].added).toHaveLength(2);
    expect(await studentsOf(classId)).toHaveLength(3);
  });

  it("takes names from Google only, never from the request", async () => {
    const { cookie, course } = await teacherWithCourse(1);
    const res = await send(t.app, "POST", "/api/google-classroom/imports", {
      cookie,
      body: {
        courses: [
          {
            course_id: course.id,
            target_class_id: null,
            title: "Forged",
            students: [{ external_id: "x", name: "Mallory" }],
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().classes[0].class_name).toBe(course.name);
    expect((await studentsOf(res.json().classes[0].class_id)).map((s) => s.name)).toEqual([
      "Student 001",
    ]);
  });

  it("writes nothing when Google fails half way, and says why", async () => {
    const { cookie, course, sub } = await teacherWithCourse(40);
    const second = {
      id: `${course.id}-b`,
      name: "Second",
      teachers: [sub],
      students: fakeStudents(2, "9"),
    };
    fake.state.courses.push(second);
    fake.failNext(500, 4, { path: new RegExp(`${second.id}/students`) });
    const res = await send(t.app, "POST", "/api/google-classroom/imports", {
      cookie,
      body: {
        courses: [
          { course_id: course.id, target_class_id: null },
          { course_id: second.id, target_class_id: null },
        ],
      },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toMatch(/Google Classroom is not answering/);
    expect((await send(t.app, "GET", "/api/classes", { cookie })).json()).toEqual([]);
  });

  it("respects the class limit with a clear message", async () => {
    const { cookie, course, sub } = await teacherWithCourse(1);
    const more = [1, 2, 3].map((i) => ({
      id: `${course.id}-${i}`,
      name: `C${i}`,
      teachers: [sub],
      students: [],
    }));
    fake.state.courses.push(...more);
    const res = await send(t.app, "POST", "/api/google-classroom/imports", {
      cookie,
      body: { courses: [course, ...more].map((c) => ({ course_id: c.id, target_class_id: null })) },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/class/i);
  });

  it("refuses a course the teacher doesn't teach, and bad input, with a 4xx", async () => {
    const { cookie } = await teacherWithCourse(1);
    fake.state.courses.push({ id: "not-mine", name: "No", teachers: ["g-someone"], students: [] });
    const res = await send(t.app, "POST", "/api/google-classroom/imports", {
      cookie,
      body: { courses: [{ course_id: "not-mine", target_class_id: null }] },
    });
    expect(res.statusCode).toBe(403);
    for (const body of [{}, { courses: [] }, { courses: [{ course_id: "" }] }, { courses: "x" }]) {
      const bad = await send(t.app, "POST", "/api/google-classroom/imports", { cookie, body });
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe("syncing a class with its Google Classroom course", () => {
  it("shows newcomers, renames and who left; removes only whom the teacher confirms", async () => {
    const { cookie, course } = await teacherWithCourse(5);
    const imported = await send(t.app, "POST", "/api/google-classroom/imports", {
      cookie,
      body: { courses: [{ course_id: course.id, target_class_id: null }] },
    });
    const classId = imported.json().classes[0].class_id;
    const [first, second] = course.students;
    course.students = course.students.filter((s) => s !== first);
    if (second) second.fullName = "Student Two Renamed";
    course.students.push({ userId: "newcomer-1", fullName: "New Pupil" });
    const url = `/api/classes/${classId}/google-sync`;

    const dry = await send(t.app, "POST", url, { cookie, body: { dry_run: true } });
    expect(dry.statusCode, dry.body).toBe(200);
    const plan = dry.json().classes[0];
    expect(plan.added).toEqual([{ external_id: "newcomer-1", name: "New Pupil" }]);
    expect(plan.renamed).toEqual([
      expect.objectContaining({ from: "Student 002", to: "Student Two Renamed" }),
    ]);
    expect(plan.left).toEqual([expect.objectContaining({ name: "Student 001" })]);
    expect(await studentsOf(classId)).toHaveLength(5);

    const leftId = plan.left[0].id;
    const apply = await send(t.app, "POST", url, {
      cookie,
      body: { remove_student_ids: [leftId] },
    });
    expect(apply.statusCode, apply.body).toBe(200);
    expect(apply.json().classes[0].removed).toEqual([expect.objectContaining({ id: leftId })]);
    const names = (await studentsOf(classId)).map((s) => s.name);
    expect(names).toHaveLength(5);
    expect(names).toContain("New Pupil");
    expect(names).toContain("Student Two Renamed");
    expect(names).not.toContain("Student 001");
  });

  it("keeps students who left unless removal is confirmed", async () => {
    const { cookie, course } = await teacherWithCourse(2);
    const imported = await send(t.app, "POST", "/api/google-classroom/imports", {
      cookie,
      body: { courses: [{ course_id: course.id, target_class_id: null }] },
    });
    const classId = imported.json().classes[0].class_id;
    course.students.pop();
    const res = await send(t.app, "POST", `/api/classes/${classId}/google-sync`, {
      cookie,
      body: {},
    });
    expect(res.json().classes[0].left).toHaveLength(1);
    expect(await studentsOf(classId)).toHaveLength(2);
  });

  it("409 for a class not linked to Google Classroom; 404 for another teacher's class", async () => {
    const { cookie, course } = await teacherWithCourse(1);
    const made = await send(t.app, "POST", "/api/classes", {
      cookie,
      body: { name: "Plain", description: "" },
    });
    const plain = await send(t.app, "POST", `/api/classes/${made.json().id}/google-sync`, {
      cookie,
      body: {},
    });
    expect(plain.statusCode).toBe(409);
    expect(plain.json().error).toMatch(/not linked to a Google Classroom course/);
    const imported = await send(t.app, "POST", "/api/google-classroom/imports", {
      cookie,
      body: { courses: [{ course_id: course.id, target_class_id: null }] },
    });
    const other = await signUp(t.app);
    const foreign = await send(
      t.app,
      "POST",
      `/api/classes/${imported.json().classes[0].class_id}/google-sync`,
      {
        cookie: other.cookie,
        body: {},
      },
    );
    expect(foreign.statusCode).toBe(404);
  });

  it("a revoked grant asks to reconnect", async () => {
    const { cookie, course, sub } = await teacherWithCourse(1);
    const imported = await send(t.app, "POST", "/api/google-classroom/imports", {
      cookie,
      body: { courses: [{ course_id: course.id, target_class_id: null }] },
    });
    fake.revokeGrantsOf(sub);
    const res = await send(
      t.app,
      "POST",
      `/api/classes/${imported.json().classes[0].class_id}/google-sync`,
      {
        cookie,
        body: { dry_run: true },
      },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("google_reconnect");
    expect(res.json().details).toBeUndefined();
  });
});

describe("tokens", () => {
  it("no answer of ours held a Google token or a sealed one", () => {
    expect(answers.length).toBeGreaterThan(20);
    expect(fake.state.issued.length).toBeGreaterThan(10);
    for (const res of answers) {
      const text = `${JSON.stringify(res.headers)}\n${res.body}`;
      for (const token of fake.state.issued) expect(text).not.toContain(token);
      expect(text).not.toMatch(/v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}/);
    }
  });
});

describe("course ids", () => {
  it("refuses what can't be a Google course id with a 400 (a lone surrogate was a 500)", async () => {
    const { cookie } = await signUp(t.app);
    for (const course_id of ["\ud800", "a/b", "../x", "a b", "x".repeat(256)]) {
      const res = await call(t.app, "POST", "/api/google-classroom/imports", {
        cookie,
        body: { courses: [{ course_id, target_class_id: null }] },
      });
      expect(res.statusCode, course_id).toBe(400);
    }
  });
});
