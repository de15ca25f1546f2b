import { afterAll, describe, expect, it } from "vitest";
import {
  DEFAULT_SAVED_MEMBERS_PER_TEACHER,
  type SavedGroupingSummaryDto,
  savedMembersLimitMessage,
} from "#src/domain/schemas/groupings";
import { english } from "../../support/english";
import { groupingsSnapshot, insertGroupings } from "../../support/groupings-world";
import { call, createTestApp, dbKind, signUp, type TestApp } from "../../support/harness";
import { roster } from "../../support/roster";
import { teacherWithClass } from "../../support/teachers";

/**
 * Decision 0031 on SQLite and PostgreSQL: all of a teacher's saved groupings hold at most
 * MAX_SAVED_MEMBERS_PER_TEACHER members together (100,000 by default, a student counting once
 * in each grouping). Past it a save is a 409 that says what to do, and nothing is stored. This
 * is what keeps 100 saves of one 10,000-student grouping from being stored.
 */
const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

async function appWith(overrides: Record<string, string> = {}) {
  const t = await createTestApp(overrides);
  apps.push(t);
  return t;
}

const save = (t: TestApp, cookie: string, classId: string, groups: string[][], name = "G") =>
  call(t.app, "POST", `/api/classes/${classId}/groupings`, {
    cookie,
    body: { name, method: "random", groups },
  });

describe("members of all a teacher's saved groupings (decision 0031)", () => {
  it("by default: 100,000 together, so ten groupings of 10,000 fill it and the eleventh is refused", async () => {
    const t = await appWith();
    const me = await teacherWithClass(t.app, "Everyone");
    const rows = Array.from({ length: 10_000 }, (_, i) => ({ name: `Pupil ${i + 1}` }));
    const imported = await call(t.app, "POST", `/api/classes/${me.classId}/students/import`, {
      cookie: me.cookie,
      body: { rows },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const ids = (await roster(t.app, me.cookie).students(me.classId)).map((s) => s.id);
    const groups = Array.from({ length: 2_000 }, (_, g) => ids.slice(g * 5, g * 5 + 5));
    // Nine saved already (written straight into the database), the tenth through the API.
    await insertGroupings(t.database.db, me.classId, 9, ids);
    const tenth = await save(t, me.cookie, me.classId, groups, "Tenth");
    expect(tenth.statusCode, tenth.body.slice(0, 200)).toBe(201);

    const before = await groupingsSnapshot(t.database.db, me.userId);
    expect(before.savedGroupingMembers).toHaveLength(DEFAULT_SAVED_MEMBERS_PER_TEACHER);
    const eleventh = await save(t, me.cookie, me.classId, groups, "Eleventh");
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toEqual({
      error: english(savedMembersLimitMessage(DEFAULT_SAVED_MEMBERS_PER_TEACHER, 110_000)),
      code: "limit_reached",
    });
    expect(eleventh.json().error).toBe(
      "Your saved groupings can hold at most 100,000 students in all (a student counts once in each grouping); saving these groups would make 110,000. Delete saved groupings you no longer need, then save again.",
    );
    // Even one more member, in another class, is refused; nothing is stored.
    const other = await roster(t.app, me.cookie).newClass("Other");
    const ava = await roster(t.app, me.cookie).newStudent(other.id, "Ava");
    const one = await save(t, me.cookie, other.id, [[ava.id]]);
    expect(one.statusCode).toBe(409);
    expect(await groupingsSnapshot(t.database.db, me.userId)).toEqual(before);

    // Deleting a saved grouping makes room again.
    const list = (
      await call(t.app, "GET", `/api/classes/${me.classId}/groupings`, { cookie: me.cookie })
    ).json() as SavedGroupingSummaryDto[];
    expect(list).toHaveLength(10);
    const del = await call(t.app, "DELETE", `/api/groupings/${list[0]?.id}`, {
      cookie: me.cookie,
    });
    expect(del.statusCode).toBe(204);
    expect((await save(t, me.cookie, other.id, [[ava.id]])).statusCode).toBe(201);
  }, 180_000);

  it("MAX_SAVED_MEMBERS_PER_TEACHER sets it; each teacher has their own; racing saves fill exactly the room", async () => {
    const t = await appWith({ MAX_SAVED_MEMBERS_PER_TEACHER: "6", CLASS_LIMIT: "10" });
    expect(t.app.ctx.config.savedMembersLimit).toBe(6);
    const [me, other] = [await signUp(t.app), await signUp(t.app)];
    const mine = await roster(t.app, me.cookie).newClass("Mine");
    const ids: string[] = [];
    for (const name of ["Ava", "Ben", "Cy"]) {
      ids.push((await roster(t.app, me.cookie).newStudent(mine.id, name)).id);
    }
    const first = await save(t, me.cookie, mine.id, [ids.slice(0, 2), ids.slice(2)]);
    expect(first.statusCode).toBe(201);
    expect((await save(t, me.cookie, mine.id, [ids])).statusCode).toBe(201);
    const over = await save(t, me.cookie, mine.id, [[ids[0] as string]]);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      error: english(savedMembersLimitMessage(6, 7)),
      code: "limit_reached",
    });
    // Another teacher's saved groupings are theirs: full room.
    const theirs = await roster(t.app, other.cookie).newClass("Theirs");
    const theirIds: string[] = [];
    for (const name of ["Dee", "Eve", "Fay"]) {
      theirIds.push((await roster(t.app, other.cookie).newStudent(theirs.id, name)).id);
    }
    expect((await save(t, other.cookie, theirs.id, [theirIds])).statusCode).toBe(201);
    expect((await save(t, other.cookie, theirs.id, [theirIds])).statusCode).toBe(201);

    // Room for 3 again: six saves of one student at once, exactly three are stored.
    const del = await call(t.app, "DELETE", `/api/groupings/${first.json().id}`, {
      cookie: me.cookie,
    });
    expect(del.statusCode).toBe(204);
    const racing = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        save(t, me.cookie, mine.id, [[ids[i % 3] as string]], `Race ${i}`),
      ),
    );
    const statuses = racing.map((r) => r.statusCode).sort();
    console.log(`saved members race (${dbKind}): ${statuses.join(", ")}`);
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409]);
    const rows = await groupingsSnapshot(t.database.db, me.userId);
    expect(rows.savedGroupingMembers).toHaveLength(6);
  });
});
