import { describe, expect, it } from "vitest";
import type { DataSource } from "#src/client/data/source";
import { CLASS_LIMIT_MESSAGE } from "#src/domain/classes/class-limit";
import type { RosterClassInput, RosterClassResult } from "#src/domain/schemas/rosters";
import { english } from "../support/english";
import { classWith, type FreshSource, failure, fields, pause } from "./helpers";

type Incoming = { external_id: string; name: string };

const students = (...names: string[]): Incoming[] =>
  names.map((name, i) => ({ external_id: `stu-${i + 1}`, name }));

const rosterClass = (
  external_id: string,
  title: string,
  list: Incoming[],
  target_class_id: string | null = null,
  remove_student_ids: string[] = [],
): RosterClassInput => ({
  external_id,
  title,
  target_class_id,
  students: list,
  remove_student_ids,
});

const importing = (source: DataSource, classes: RosterClassInput[], dry_run = false) =>
  source.importRoster({ source: "oneroster", dry_run, classes });

/** A class result with nothing in it, to spread the expected parts over. */
const nothing = (over: Partial<RosterClassResult>): RosterClassResult => ({
  external_id: "",
  class_id: null,
  class_name: "",
  created: false,
  added: [],
  renamed: [],
  linked: [],
  left: [],
  removed: [],
  unchanged: 0,
  ...over,
});

const names = async (source: DataSource, classId: string) =>
  (await source.listStudents(classId)).map((s) => s.name);

/** OneRoster import: one all-or-nothing request, dry runs, links, re-imports. */
export function rostersContract(fresh: FreshSource): void {
  describe("OneRoster import", () => {
    it("a dry run answers the plan and writes nothing", async () => {
      const source = await fresh();
      const result = await importing(
        source,
        [rosterClass("c-1", "  Math 7A ", students("Ava Smith", "Ben Ode"))],
        true,
      );
      expect(result).toEqual({
        dry_run: true,
        classes: [
          nothing({
            external_id: "c-1",
            class_name: "Math 7A",
            created: true,
            added: [
              { external_id: "stu-1", name: "Ava Smith" },
              { external_id: "stu-2", name: "Ben Ode" },
            ],
          }),
        ],
      });
      expect(await source.listClasses()).toEqual([]);
      expect(await source.listRosterLinks()).toEqual([]);
    });

    it("makes new classes of names only, links them, and fills an existing class", async () => {
      const source = await fresh();
      const mine = await classWith(source, [], "Period 3");
      const result = await importing(source, [
        rosterClass("c-1", "Math 7A", students("Ava Smith", "Ben Ode")),
        rosterClass("c-2", "Science 7B", [{ external_id: "stu-9", name: "Cy Park" }], mine.id),
      ]);
      expect(result.dry_run).toBe(false);
      const [math, science] = result.classes;
      expect(math).toMatchObject({ created: true, class_name: "Math 7A", unchanged: 0 });
      expect(science).toEqual(
        nothing({
          external_id: "c-2",
          class_id: mine.id,
          class_name: "Period 3",
          added: [{ external_id: "stu-9", name: "Cy Park" }],
        }),
      );
      const classes = await source.listClasses();
      expect(classes.map((c) => [c.name, c.studentCount])).toEqual([
        ["Period 3", 1],
        ["Math 7A", 2],
      ]);
      expect(math?.class_id).toBe(classes[1]?.id);
      // Names from the roster; the values balanced as a CSV import's (the two differ in each).
      const added = await source.listStudents(math?.class_id as string);
      expect(added.map((s) => s.name)).toEqual(["Ava Smith", "Ben Ode"]);
      for (const key of ["number", "color", "element", "shape"] as const) {
        expect(added[0]?.[key]).not.toBeNull();
        expect(added[0]?.[key]).not.toBe(added[1]?.[key]);
      }
      const links = await source.listRosterLinks();
      expect(links.map((l) => [l.class_id, l.source, l.external_id, l.title])).toEqual(
        expect.arrayContaining([
          [mine.id, "oneroster", "c-2", "Science 7B"],
          [math?.class_id, "oneroster", "c-1", "Math 7A"],
        ]),
      );
      expect(links).toHaveLength(2);
      for (const link of links) expect(link.synced_at >= link.linked_at).toBe(true);
    });

    it("a re-import renames, adds newcomers and lists who left, keeping everyone's record", async () => {
      const source = await fresh();
      const first = await importing(source, [
        rosterClass("c-1", "Math 7A", students("Ava Smith", "Ben Ode", "Cy Park")),
      ]);
      const classId = first.classes[0]?.class_id as string;
      const [ava, ben, cy] = await source.listStudents(classId);
      await source.updateStudent(ava?.id as string, { name: "Ava Smith", color: "Green" });
      const [link] = await source.listRosterLinks();
      await pause();
      const again = [
        { external_id: "stu-1", name: "Ava Smyth" },
        { external_id: "stu-2", name: "Ben Ode" },
        { external_id: "stu-4", name: "Dee Lu" },
      ];
      const dry = await importing(source, [rosterClass("c-1", "Math 7A", again, classId)], true);
      const expected = nothing({
        external_id: "c-1",
        class_id: classId,
        class_name: "Math 7A",
        added: [{ external_id: "stu-4", name: "Dee Lu" }],
        renamed: [{ id: ava?.id as string, from: "Ava Smith", to: "Ava Smyth" }],
        left: [{ id: cy?.id as string, name: "Cy Park" }],
        unchanged: 1,
      });
      expect(dry.classes).toEqual([expected]);
      expect(await names(source, classId)).toEqual(["Ava Smith", "Ben Ode", "Cy Park"]);

      const done = await importing(source, [rosterClass("c-1", "Math 7A", again, classId)]);
      expect(done).toEqual({ dry_run: false, classes: [expected] });
      const after = await source.listStudents(classId);
      expect(after.map((s) => s.name).sort()).toEqual([
        "Ava Smyth",
        "Ben Ode",
        "Cy Park",
        "Dee Lu",
      ]);
      expect(after.find((s) => s.id === ava?.id)).toMatchObject({
        name: "Ava Smyth",
        color: "Green",
      });
      expect(after.find((s) => s.id === ben?.id)?.version).toBe(ben?.version);
      const [relinked] = await source.listRosterLinks();
      expect(relinked?.linked_at).toBe(link?.linked_at);
      expect((relinked?.synced_at ?? "") > (link?.synced_at ?? "")).toBe(true);

      // The same export once more: nothing to do, nobody doubled.
      const same = await importing(source, [rosterClass("c-1", "Math 7A", again, classId)]);
      expect(same.classes[0]).toMatchObject({ added: [], renamed: [], unchanged: 3 });
      expect(same.classes[0]?.left).toEqual([{ id: cy?.id, name: "Cy Park" }]);
      expect(await source.listStudents(classId)).toHaveLength(4);
    });

    it("removes only the students who left that the teacher chose", async () => {
      const source = await fresh();
      const first = await importing(source, [
        rosterClass("c-1", "Math 7A", students("Ava Smith", "Ben Ode", "Cy Park")),
      ]);
      const classId = first.classes[0]?.class_id as string;
      const [ava, ben, cy] = await source.listStudents(classId);
      await source.addHistory(classId, cy?.id as string);
      const kept = [{ external_id: "stu-1", name: "Ava Smith" }];
      const stranger = await failure(
        importing(source, [rosterClass("c-1", "Math 7A", kept, classId, [ava?.id as string])]),
      );
      expect(stranger.status).toBe(400);
      expect(fields(stranger)).toEqual(["body.classes.0.remove_student_ids"]);
      expect(await source.listStudents(classId)).toHaveLength(3);

      const result = await importing(source, [
        rosterClass("c-1", "Math 7A", kept, classId, [cy?.id as string]),
      ]);
      expect(result.classes[0]?.left).toEqual([
        { id: ben?.id, name: "Ben Ode" },
        { id: cy?.id, name: "Cy Park" },
      ]);
      expect(result.classes[0]?.removed).toEqual([{ id: cy?.id, name: "Cy Park" }]);
      expect(await names(source, classId)).toEqual(["Ava Smith", "Ben Ode"]);
      expect(await source.listHistory(classId)).toEqual([]);
    });

    it("links students typed in by hand by their name instead of doubling them", async () => {
      const source = await fresh();
      const room = await classWith(source, [{ name: "ava  smith" }, { name: "Zed" }], "Mine");
      const list = students("Ava Smith", "Ben Ode");
      const result = await importing(source, [rosterClass("c-1", "Math 7A", list, room.id)]);
      const [ava] = await source.listStudents(room.id);
      expect(result.classes[0]).toMatchObject({
        linked: [{ id: ava?.id, name: "Ava Smith" }],
        added: [{ external_id: "stu-2", name: "Ben Ode" }],
        renamed: [],
        left: [],
      });
      expect(await names(source, room.id)).toEqual(["Ava Smith", "Zed", "Ben Ode"]);
      const again = await importing(source, [rosterClass("c-1", "Math 7A", list, room.id)]);
      expect(again.classes[0]).toMatchObject({ linked: [], added: [], renamed: [], unchanged: 2 });
    });

    it("keeps to the class limit (409), in a dry run too, and writes nothing", async () => {
      const source = await fresh();
      for (const name of ["A", "B", "C", "D"]) await source.createClass({ name });
      const two = [
        rosterClass("c-1", "Math 7A", students("Ava Smith")),
        rosterClass("c-2", "Science 7B", students("Ben Ode")),
      ];
      for (const dry of [true, false]) {
        const f = await failure(importing(source, two, dry));
        expect(f).toEqual({
          status: 409,
          body: { error: english(CLASS_LIMIT_MESSAGE(5)), code: "limit_reached" },
        });
      }
      expect(await source.listClasses()).toHaveLength(4);
      expect(await source.listRosterLinks()).toEqual([]);
      // Filling a class the teacher has is not a new class.
      const [a] = await source.listClasses();
      const fill = rosterClass("c-2", "Science 7B", students("Ben Ode"), a?.id as string);
      const ok = await importing(source, [two[0] as RosterClassInput, fill]);
      expect(ok.classes.map((c) => c.created)).toEqual([true, false]);
      expect(await source.listClasses()).toHaveLength(5);
    });

    it("is all or nothing: a missing target is 404 and nothing else is written", async () => {
      const source = await fresh();
      const f = await failure(
        importing(source, [
          rosterClass("c-1", "Math 7A", students("Ava Smith")),
          rosterClass("c-2", "Science 7B", students("Ben Ode"), "missing"),
        ]),
      );
      expect(f).toEqual({ status: 404, body: { error: "Class not found", code: "not_found" } });
      expect(await source.listClasses()).toEqual([]);
      expect(await source.listRosterLinks()).toEqual([]);
    });

    it.each([
      ["no class", { classes: [] }, "body.classes"],
      ["a source other than oneroster", { source: "google" }, "body.source"],
      [
        "a student id twice",
        { classes: [rosterClass("c-1", "T", [...students("A"), ...students("B")])] },
        "body.classes.0.students",
      ],
      [
        "a class id twice",
        { classes: [rosterClass("c-1", "T", []), rosterClass("c-1", "U", [])] },
        "body.classes",
      ],
      [
        "a blank name",
        { classes: [rosterClass("c-1", "T", [{ external_id: "s", name: " " }])] },
        "body.classes.0.students.0.name",
      ],
    ])("refuses %s with 400 naming the field", async (_label, over, field) => {
      const source = await fresh();
      const input = { source: "oneroster", dry_run: false, classes: [], ...over };
      const f = await failure(source.importRoster(input as never));
      expect(f.status).toBe(400);
      expect(fields(f)).toContain(field);
      expect(await source.listClasses()).toEqual([]);
    });

    it("refuses one class filled twice (400), or linked to another roster class (409)", async () => {
      const source = await fresh();
      const room = await classWith(source, [], "Mine");
      const twice = await failure(
        importing(source, [
          rosterClass("c-1", "Math 7A", students("Ava Smith"), room.id),
          rosterClass("c-2", "Science 7B", students("Ben Ode"), room.id),
        ]),
      );
      expect(twice.status).toBe(400);
      expect(twice.body.error).toBe("Mine can be filled by one roster class only");
      expect(fields(twice)).toEqual(["body.classes.1.target_class_id"]);
      expect(await source.listStudents(room.id)).toEqual([]);

      await importing(source, [rosterClass("c-1", "Math 7A", students("Ava Smith"), room.id)]);
      const other = await failure(
        importing(source, [rosterClass("c-2", "Science 7B", students("Ben Ode"), room.id)]),
      );
      expect(other).toEqual({
        status: 409,
        body: {
          error:
            'Mine is already linked to "Math 7A" from OneRoster: choose another class or a new one.',
          code: "conflict",
        },
      });
      const elsewhere = await classWith(source, [], "Elsewhere");
      const moved = await failure(
        importing(source, [rosterClass("c-1", "Math 7A", students("Ava Smith"), elsewhere.id)]),
      );
      expect(moved).toEqual({
        status: 409,
        body: {
          error: '"Math 7A" from OneRoster already fills Mine: import it into that class.',
          code: "conflict",
        },
      });
      expect(await names(source, room.id)).toEqual(["Ava Smith"]);
      expect(await source.listStudents(elsewhere.id)).toEqual([]);
    });

    it("a linked roster class sent without a target fills its linked class", async () => {
      const source = await fresh();
      const first = await importing(source, [rosterClass("c-1", "Math 7A", students("Ava"))]);
      const classId = first.classes[0]?.class_id;
      const again = await importing(source, [
        rosterClass("c-1", "Math 7A", students("Ava", "Ben")),
      ]);
      expect(again.classes[0]).toMatchObject({
        class_id: classId,
        created: false,
        added: [{ external_id: "stu-2", name: "Ben" }],
        unchanged: 1,
      });
      expect(await source.listClasses()).toHaveLength(1);
    });

    it("a deleted class takes its link with it", async () => {
      const source = await fresh();
      const result = await importing(source, [rosterClass("c-1", "Math 7A", students("Ava"))]);
      await source.deleteClass(result.classes[0]?.class_id as string);
      expect(await source.listRosterLinks()).toEqual([]);
    });
  });
}
