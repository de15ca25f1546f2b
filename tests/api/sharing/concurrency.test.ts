import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS } from "#src/domain/students/attributes";
import { call, createTestApp, dbKind, signUp, type TestApp } from "../../support/harness";
import { roster } from "../../support/roster";
import { seedClass, studentsOf } from "../../support/seed";
import { addMember } from "../../support/sharing-world";

/**
 * Two accounts writing one class at the same time (docs/decisions/0058-sharing-a-class.md): the
 * owner and a co-teacher. A co-teacher's write takes the owner's lock after their own, so the
 * owner's limits count both writers, a settings change the co-teacher's write reads waits for
 * it, and a removal is seen by the next write. On PostgreSQL the requests really run at once on
 * the pool's connections; SQLite runs one transaction at a time.
 */
let t: TestApp;
type Teacher = Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp({ MAX_STUDENTS_PER_TEACHER: "10" });
});
afterAll(() => t.close());

async function shared(students = 0) {
  const owner = await signUp(t.app);
  const colleague = await signUp(t.app);
  const { classId } = await seedClass(
    t.database.db,
    owner.userId,
    Array.from({ length: students }, (_, i) => ({ name: `Pupil ${i + 1}`, color: "Red" })),
  );
  await addMember(t.database.db, classId, colleague.userId, owner.userId);
  return { owner, colleague, classId };
}

const addStudent = (who: Teacher, classId: string, name: string) =>
  call(t.app, "POST", "/api/students", { cookie: who.cookie, body: { class_id: classId, name } });

describe(`owner and co-teacher writing one class at once (${dbKind})`, () => {
  it("20 concurrent additions, 10 each, fill the owner's limit of 10 exactly", async () => {
    const { owner, colleague, classId } = await shared();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        addStudent(i % 2 === 0 ? owner : colleague, classId, `Pupil ${i}`),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(10);
    expect(await studentsOf(t.database.db, classId)).toHaveLength(10);
  });

  it("of 20 concurrent updates of one student from one version, by both, exactly one wins", async () => {
    const { owner, colleague, classId } = await shared(1);
    const [pupil] = await studentsOf(t.database.db, classId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t.app, "PUT", `/api/students/${pupil?.id}`, {
          cookie: (i % 2 === 0 ? owner : colleague).cookie,
          body: { name: `Renamed ${i}` },
          headers: { "if-match": '"1"' },
        }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
  });

  it("the owner's option change and the co-teacher's shuffles: every value stays one of the owner's options", async () => {
    const { owner, colleague, classId } = await shared(8);
    const options = ["Crimson", ...DEFAULT_OPTIONS.color.slice(1)];
    const writes = [
      ...Array.from({ length: 6 }, () =>
        call(t.app, "POST", `/api/classes/${classId}/shuffle`, {
          cookie: colleague.cookie,
          body: {},
        }),
      ),
      call(t.app, "POST", "/api/teacher-settings", {
        cookie: owner.cookie,
        body: {
          attribute_name: "color",
          display_name: "Colour",
          options,
          renames: [{ from: "Red", to: "Crimson" }],
        },
      }),
    ];
    const answers = await Promise.all(writes);
    expect(answers.map((r) => r.statusCode).every((c) => c === 200 || c === 201)).toBe(true);
    const colors = (await studentsOf(t.database.db, classId)).map((s) => s.color);
    for (const color of colors) expect(options).toContain(color);
  });

  it("a removal while the co-teacher writes: every addition answered 201 is stored, none after", async () => {
    const { owner, colleague, classId } = await shared();
    const writes = Array.from({ length: 8 }, (_, i) => addStudent(colleague, classId, `P${i}`));
    const removal = call(t.app, "DELETE", `/api/classes/${classId}/members/${colleague.userId}`, {
      cookie: owner.cookie,
    });
    const [removed, ...answers] = await Promise.all([removal, ...writes]);
    expect(removed?.statusCode).toBe(204);
    const codes = answers.map((r) => r.statusCode);
    expect(codes.every((c) => c === 201 || c === 404)).toBe(true);
    const stored = await studentsOf(t.database.db, classId);
    expect(stored).toHaveLength(codes.filter((c) => c === 201).length);
    expect((await addStudent(colleague, classId, "Late")).statusCode).toBe(404);
  });

  it("two teachers co-teaching each other's classes write both at once: all succeed", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const classA = (await roster(t.app, a.cookie).newClass("A")).id;
    const classB = (await roster(t.app, b.cookie).newClass("B")).id;
    await addMember(t.database.db, classA, b.userId, a.userId);
    await addMember(t.database.db, classB, a.userId, b.userId);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const who = i % 2 === 0 ? a : b;
        const into = i % 4 < 2 ? classB : classA;
        return addStudent(who, into, `Pupil ${i}`);
      }),
    );
    expect(answers.map((r) => `${r.statusCode} ${r.statusCode === 201 ? "" : r.body}`)).toEqual(
      Array.from({ length: 12 }, () => "201 "),
    );
  });
});
