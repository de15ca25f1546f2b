import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STUDENT_CONFLICT } from "#src/domain/schemas/common";
import type { StudentDto } from "#src/domain/schemas/students";
import { english } from "../../support/english";
import { call, createTestApp, dbKind, signUp, type TestApp } from "../../support/harness";
import { seedClass, studentsOf } from "../../support/seed";
import { addMember } from "../../support/sharing-world";

/**
 * Two editors, nothing lost (docs/decisions/0058-sharing-a-class.md): the owner and a co-teacher
 * write one class at the same moment, TRIALS times for each pair of writes, on SQLite and
 * PostgreSQL (where the two requests really run at once on the pool's connections). Never a
 * 5xx; one of two edits of one student from one version wins and the other answers 409 with the
 * current student; a shuffle and a CSV import both land whole (or one answers 409), never half;
 * the owner deleting the class or removing the co-teacher leaves the co-teacher's write either
 * landed before or answered 404.
 */
const TRIALS = 20;
let t: TestApp;
type Teacher = Awaited<ReturnType<typeof signUp>>;
let owner: Teacher;
let colleague: Teacher;
beforeAll(async () => {
  t = await createTestApp({ MAX_STUDENTS_PER_TEACHER: "100000" });
  owner = await signUp(t.app);
  colleague = await signUp(t.app);
});
afterAll(() => t.close());

const COLORS = ["Red", "Yellow", "Green", "Purple"];

/** A new class of the owner, with these many students, shared with the colleague. */
async function sharedClass(students: number) {
  const seeded = await seedClass(
    t.database.db,
    owner.userId,
    Array.from({ length: students }, (_, i) => ({
      name: `Pupil ${i + 1}`,
      number: (i % 4) + 1,
      color: COLORS[i % 4],
    })),
  );
  await addMember(t.database.db, seeded.classId, colleague.userId, owner.userId);
  return seeded;
}

/** The two teachers in the trial's order: who sends the first of the pair alternates. */
const pair = (trial: number): [Teacher, Teacher] =>
  trial % 2 === 0 ? [owner, colleague] : [colleague, owner];

const no5xx = (answers: { statusCode: number; body: string }[]) => {
  for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(500);
};

describe(`two editors of one shared class (${dbKind}, ${TRIALS} trials each)`, () => {
  it("both edit the same student from one version: one 200, the other 409 with the current student", async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const { studentIds } = await sharedClass(1);
      const id = studentIds[0];
      const answers = await Promise.all(
        pair(trial).map((who, i) =>
          call(t.app, "PUT", `/api/students/${id}`, {
            cookie: who.cookie,
            body: { name: `Edited ${trial}.${i}`, color: COLORS[i] },
            headers: { "if-match": '"1"' },
          }),
        ),
      );
      no5xx(answers);
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes, `trial ${trial}`).toEqual([200, 409]);
      const won = answers.find((a) => a.statusCode === 200)?.json() as StudentDto;
      const lost = answers.find((a) => a.statusCode === 409)?.json();
      expect(lost).toEqual({ error: english(STUDENT_CONFLICT), code: "stale", current: won });
      expect(won.version).toBe(2);
    }
  });

  it("one shuffles while the other imports a CSV: each lands whole or answers 409, never half", async () => {
    const imported = ["Ina", "Jo", "Kai", "Lu"];
    for (let trial = 0; trial < TRIALS; trial++) {
      const { classId } = await sharedClass(6);
      const [shuffler, importer] = pair(trial);
      const [shuffled, imports] = await Promise.all([
        call(t.app, "POST", `/api/classes/${classId}/shuffle`, {
          cookie: shuffler.cookie,
          body: {},
        }),
        call(t.app, "POST", `/api/classes/${classId}/students/import`, {
          cookie: importer.cookie,
          body: { rows: imported.map((name) => ({ name: `${name} ${trial}`, color: "Red" })) },
        }),
      ]);
      no5xx([shuffled, imports]);
      expect([200, 409], `shuffle, trial ${trial}: ${shuffled.body}`).toContain(
        shuffled.statusCode,
      );
      expect([201, 409], `import, trial ${trial}: ${imports.body}`).toContain(imports.statusCode);
      const stored = await studentsOf(t.database.db, classId);
      const names = stored.map((s) => s.name);
      // The import: all of its rows or none.
      const landed = imported.filter((n) => names.includes(`${n} ${trial}`));
      expect(landed, `trial ${trial}`).toEqual(imports.statusCode === 201 ? imported : []);
      expect(stored).toHaveLength(6 + landed.length);
      if (shuffled.statusCode === 200) {
        // The shuffle: every student it answered (the class before or after the import, never
        // a part of it) holds exactly the values it gave.
        const answer = shuffled.json() as StudentDto[];
        expect([6, 10], `trial ${trial}`).toContain(answer.length);
        const byId = new Map(stored.map((s) => [s.id, s]));
        for (const s of answer) {
          expect(byId.get(s.id), `trial ${trial}`).toMatchObject({
            color: s.color,
            number: s.number,
            element: s.element,
            shape: s.shape,
          });
        }
      }
    }
  });

  it("the owner deletes the class while the co-teacher edits: the edit lands before or gets 404", async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const { classId, studentIds } = await sharedClass(2);
      const writes = [
        call(t.app, "PUT", `/api/students/${studentIds[0]}`, {
          cookie: colleague.cookie,
          body: { name: `Renamed ${trial}` },
        }),
        call(t.app, "POST", "/api/students", {
          cookie: colleague.cookie,
          body: { class_id: classId, name: `Added ${trial}` },
        }),
      ];
      const deletion = call(t.app, "DELETE", `/api/classes/${classId}`, { cookie: owner.cookie });
      const [deleted, ...edits] =
        trial % 2 === 0
          ? await Promise.all([deletion, ...writes])
          : await Promise.all([...writes, deletion]).then((a) => [a[2], a[0], a[1]]);
      no5xx([deleted, ...edits].filter((a) => a !== undefined));
      expect(deleted?.statusCode, `trial ${trial}`).toBe(204);
      expect([200, 404], `edit, trial ${trial}`).toContain(edits[0]?.statusCode);
      expect([201, 404], `addition, trial ${trial}`).toContain(edits[1]?.statusCode);
      for (const e of edits) {
        if (e?.statusCode === 404) expect(e.json().code).toBe("not_found");
      }
      const after = await call(t.app, "GET", `/api/students/${classId}`, {
        cookie: colleague.cookie,
      });
      expect(after.statusCode).toBe(404);
    }
  });

  it("the owner removes the co-teacher while they write: what got 2xx is stored, nothing after", async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const { classId, studentIds } = await sharedClass(1);
      const writes = [
        call(t.app, "POST", "/api/students", {
          cookie: colleague.cookie,
          body: { class_id: classId, name: `Added ${trial}` },
        }),
        call(t.app, "PUT", `/api/students/${studentIds[0]}`, {
          cookie: colleague.cookie,
          body: { name: `Renamed ${trial}` },
        }),
      ];
      const removal = call(t.app, "DELETE", `/api/classes/${classId}/members/${colleague.userId}`, {
        cookie: owner.cookie,
      });
      const [removed, added, renamed] = await Promise.all([removal, ...writes]);
      no5xx([removed, added, renamed].filter((a) => a !== undefined));
      expect(removed?.statusCode, `trial ${trial}`).toBe(204);
      expect([201, 404], `addition, trial ${trial}`).toContain(added?.statusCode);
      expect([200, 404], `edit, trial ${trial}`).toContain(renamed?.statusCode);
      const names = (await studentsOf(t.database.db, classId)).map((s) => s.name);
      expect(names.includes(`Added ${trial}`), `trial ${trial}`).toBe(added?.statusCode === 201);
      expect(names.includes(`Renamed ${trial}`), `trial ${trial}`).toBe(
        renamed?.statusCode === 200,
      );
      const late = await call(t.app, "POST", "/api/students", {
        cookie: colleague.cookie,
        body: { class_id: classId, name: "Too late" },
      });
      expect(late.statusCode).toBe(404);
    }
  });
});
