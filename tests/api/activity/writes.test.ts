import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../support/harness";
import { roster } from "../../support/roster";
import { activityOf, entriesAfter, sharedClass } from "./support";

/**
 * Every write to a class records one entry in its recent changes, with who made it (the owner,
 * or a co-teacher by name), in the write's own transaction: a refused write records none
 * (docs/decisions/0060-who-did-what.md). Runs on SQLite and (TEST_DATABASE_URL) PostgreSQL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const values = { number: 2, color: "Yellow", element: "Water", shape: "Circle" };
const layout = {
  width: 5,
  depth: 2,
  board: "top",
  furniture: [
    { id: "t1", kind: "table-4", x: 0, y: 0, rotation: 0 },
    { id: "t2", kind: "table-4", x: 3, y: 0, rotation: 0 },
  ],
};
const owner = { as: "owner", name: "Ms Rivera" };
const coTeacher = { as: "co-teacher", name: "Mr Okafor" };

describe("recording", () => {
  it("records a co-teacher joining, by name", async () => {
    const w = await sharedClass(t);
    const [joined] = await activityOf(t, w.owner, w.classId);
    expect(joined).toMatchObject({ action: "member.joined", by: coTeacher, count: null });
  });

  it("class, students, import and shuffle: one entry each, as who made it", async () => {
    const w = await sharedClass(t);
    const { classId } = w;
    const as =
      (who: typeof w.owner) =>
      (method: "POST" | "PUT" | "DELETE", url: string, body?: object) =>
      () =>
        call(t.app, method, url, { cookie: who.cookie, body: body as Record<string, unknown> });
    const co = as(w.colleague);
    const own = as(w.owner);
    const cases = [
      [
        co("PUT", `/api/classes/${classId}`, { name: "Math 7B", description: null }),
        { action: "class.renamed", by: coTeacher },
      ],
      [
        co("POST", "/api/students", { class_id: classId, name: "Zed", ...values }),
        { action: "students.added", by: coTeacher, student_name: "Zed", count: 1 },
      ],
      [
        own("PUT", `/api/students/${w.ann.id}`, { name: "Annie", ...values }),
        { action: "student.edited", by: owner, student_name: "Annie" },
      ],
      [
        co("DELETE", `/api/students/${w.ben.id}`),
        { action: "students.deleted", by: coTeacher, count: 1, student_name: null },
      ],
      [
        own("POST", `/api/classes/${classId}/students/import`, {
          balanced: false,
          rows: [
            { name: "Cy", ...values },
            { name: "Di", ...values },
          ],
        }),
        { action: "students.imported", by: owner, count: 2 },
      ],
      [
        co("POST", `/api/classes/${classId}/shuffle`, {}),
        { action: "students.shuffled", by: coTeacher },
      ],
      [
        co("PUT", `/api/wheel-settings/${classId}`, { pick_mode: "turns" }),
        { action: "wheel.changed", by: coTeacher },
      ],
    ] as const;
    for (const [write, expected] of cases) {
      const added = await entriesAfter(t, w.owner, classId, write);
      expect(added, expected.action).toEqual([expect.objectContaining(expected)]);
    }
  });

  it("a student moved records in both classes", async () => {
    const w = await sharedClass(t);
    const other = await roster(t.app, w.owner.cookie).newClass("Math 8");
    const before = await activityOf(t, w.owner, other.id);
    const added = await entriesAfter(t, w.owner, w.classId, () =>
      call(t.app, "PUT", `/api/students/${w.ann.id}`, {
        cookie: w.owner.cookie,
        body: { name: "Ann", class_id: other.id, ...values },
      }),
    );
    const moved = { action: "students.moved", by: owner, student_name: "Ann", count: 1 };
    expect(added).toEqual([expect.objectContaining(moved)]);
    const there = await activityOf(t, w.owner, other.id);
    expect(there.length - before.length).toBe(1);
    expect(there[0]).toMatchObject(moved);
  });

  it("groups, rules and groupings", async () => {
    const w = await sharedClass(t);
    const { classId } = w;
    const send = (method: "POST" | "PUT" | "PATCH" | "DELETE", url: string, body?: object) =>
      call(t.app, method, url, {
        cookie: w.colleague.cookie,
        body: body as Record<string, unknown>,
      });
    const one = async (write: () => ReturnType<typeof send>, action: string) => {
      let id = "";
      const added = await entriesAfter(t, w.owner, classId, async () => {
        const res = await write();
        if (res.body) id = res.json().id;
        return res;
      });
      expect(added, action).toEqual([expect.objectContaining({ action, by: coTeacher })]);
      return id;
    };
    await one(
      () =>
        send("PUT", `/api/group-settings/${classId}`, {
          method: "same-category",
          category: "color",
          balance_on: ["number"],
          size_mode: "per-group",
          group_count: 5,
          per_group: 3,
          avoid_partners: true,
          partner_rounds: 2,
          partners_first: false,
        }),
      "groups.changed",
    );
    const rule = await one(
      () =>
        send("POST", `/api/classes/${classId}/group-rules`, {
          kind: "keep-apart",
          student_ids: [w.ann.id, w.ben.id],
        }),
      "rule.added",
    );
    await one(() => send("DELETE", `/api/group-rules/${rule}`), "rule.deleted");
    const grouping = await one(
      () =>
        send("POST", `/api/classes/${classId}/groupings`, {
          name: "Tuesday",
          method: "random",
          groups: [[w.ann.id], [w.ben.id]],
        }),
      "grouping.saved",
    );
    await one(
      () => send("PATCH", `/api/groupings/${grouping}`, { name: "Wed" }),
      "grouping.renamed",
    );
    await one(() => send("DELETE", `/api/groupings/${grouping}`), "grouping.deleted");
  });

  it("seating: rooms, needs and charts", async () => {
    const w = await sharedClass(t);
    const { classId } = w;
    const send = (method: "POST" | "PUT" | "PATCH" | "DELETE", url: string, body?: object) =>
      call(t.app, method, url, { cookie: w.owner.cookie, body: body as Record<string, unknown> });
    const one = async (write: () => ReturnType<typeof send>, action: string) => {
      let id = "";
      const added = await entriesAfter(t, w.colleague, classId, async () => {
        const res = await write();
        if (res.statusCode < 300 && res.body) id = res.json().id;
        return res;
      });
      expect(added, action).toEqual([expect.objectContaining({ action, by: owner })]);
      return id;
    };
    const room = await one(
      () => send("POST", `/api/classes/${classId}/rooms`, { name: "Lab", layout }),
      "seating.changed",
    );
    await one(
      () => send("PUT", `/api/rooms/${room}`, { name: "Room 14", layout }),
      "seating.changed",
    );
    await one(
      () =>
        send("PUT", `/api/classes/${classId}/seat-needs`, {
          needs: [{ student_id: w.ann.id, needs: ["front"] }],
        }),
      "seating.changed",
    );
    const chart = await one(
      () =>
        send("POST", `/api/classes/${classId}/seating-charts`, {
          name: "Seats",
          room_id: room,
          seats: { "t1:0": w.ann.id },
          pinned_student_ids: [],
        }),
      "chart.saved",
    );
    await one(
      () => send("PATCH", `/api/seating-charts/${chart}`, { name: "Seats 2" }),
      "seating.changed",
    );
    await one(() => send("DELETE", `/api/seating-charts/${chart}`), "seating.changed");
    await one(() => send("DELETE", `/api/rooms/${room}`), "seating.changed");
  });

  it("a roster import into a class records what it imported", async () => {
    const w = await sharedClass(t);
    const added = await entriesAfter(t, w.owner, w.classId, () =>
      call(t.app, "POST", "/api/roster-imports", {
        cookie: w.owner.cookie,
        body: {
          source: "oneroster",
          dry_run: false,
          classes: [
            {
              external_id: "class-1",
              title: "Math 7A",
              target_class_id: w.classId,
              students: [
                { external_id: "s1", name: "Ann" },
                { external_id: "s2", name: "Zoe" },
              ],
              remove_student_ids: [],
            },
          ],
        },
      }),
    );
    expect(added).toEqual([
      expect.objectContaining({ action: "students.imported", by: owner, count: 1 }),
    ]);
  });

  it("a co-teacher removed and one leaving", async () => {
    const w = await sharedClass(t);
    const removed = await entriesAfter(t, w.owner, w.classId, () =>
      call(t.app, "DELETE", `/api/classes/${w.classId}/members/${w.colleague.userId}`, {
        cookie: w.owner.cookie,
      }),
    );
    expect(removed).toEqual([expect.objectContaining({ action: "member.removed", by: owner })]);

    const v = await sharedClass(t);
    const before = await activityOf(t, v.owner, v.classId);
    const left = await call(
      t.app,
      "DELETE",
      `/api/classes/${v.classId}/members/${v.colleague.userId}`,
      {
        cookie: v.colleague.cookie,
      },
    );
    expect(left.statusCode, left.body).toBe(204);
    const after = await activityOf(t, v.owner, v.classId);
    expect(after.length - before.length).toBe(1);
    expect(after[0]).toMatchObject({ action: "member.left", by: coTeacher });
  });
});

describe("refused writes record nothing", () => {
  it("a stale rename (409), a bad student (400), an import with a bad row (400), a full class (409)", async () => {
    const w = await sharedClass(t);
    const { classId } = w;
    const refused = [
      [
        () =>
          call(t.app, "PUT", `/api/classes/${classId}`, {
            cookie: w.colleague.cookie,
            body: { name: "Stale", description: null },
            headers: { "if-match": '"999"' },
          }),
        409,
      ],
      [
        () =>
          call(t.app, "POST", "/api/students", {
            cookie: w.colleague.cookie,
            body: { class_id: classId, name: "Bad", color: "Not a colour" },
          }),
        400,
      ],
      [
        () =>
          call(t.app, "POST", `/api/classes/${classId}/students/import`, {
            cookie: w.owner.cookie,
            body: { balanced: false, rows: [{ name: "Ok" }, { name: "Bad", color: "Nope" }] },
          }),
        400,
      ],
      [
        () =>
          call(t.app, "PUT", `/api/students/${w.ann.id}`, {
            cookie: w.owner.cookie,
            body: { name: "Ann", ...values },
            headers: { "if-match": '"999"' },
          }),
        409,
      ],
    ] as const;
    for (const [write, status] of refused) {
      expect(await entriesAfter(t, w.owner, classId, write, status)).toEqual([]);
    }
  });

  it("a write failing after its change (a class past its limit) leaves no entry", async () => {
    const small = await createTestApp({ MAX_STUDENTS_PER_CLASS: "2" });
    try {
      const w = await sharedClass(small);
      const before = await activityOf(small, w.owner, w.classId);
      const full = await call(small.app, "POST", "/api/students", {
        cookie: w.colleague.cookie,
        body: { class_id: w.classId, name: "Third" },
      });
      expect(full.statusCode, full.body).toBe(409);
      expect(await activityOf(small, w.owner, w.classId)).toEqual(before);
    } finally {
      await small.close();
    }
  });
});
