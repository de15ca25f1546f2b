import type { DataSource } from "@src/client/data/source";
import {
  GROUPING_CONFLICT,
  GROUPING_LIMIT_MESSAGE,
  MAX_GROUPINGS_PER_CLASS,
  MAX_RULE_STUDENTS,
  MAX_RULES_PER_CLASS,
  RULE_LIMIT_MESSAGE,
  type SavedGroupingInput,
} from "@src/domain/schemas";
import { describe, expect, it } from "vitest";
import { classWith, type FreshSource, failure, fields, pause } from "./helpers";

const NOT_IN_CLASS = { status: 404, body: { error: "Student not found in this class" } };
const RULE_GONE = { status: 404, body: { error: "Rule not found" } };
const GROUPING_GONE = { status: 404, body: { error: "Grouping not found" } };
const CLASS_GONE = { status: 404, body: { error: "Class not found" } };

/** A class of these students and their ids, in the order given. */
async function roomOf(source: DataSource, names: string[], name = "Period 3") {
  const room = await classWith(
    source,
    names.map((n) => ({ name: n })),
    name,
  );
  const ids = (await source.listStudents(room.id)).map((s) => s.id);
  return { room, ids };
}

const grouping = (groups: string[][], name = "Groups, Monday"): SavedGroupingInput => ({
  name,
  method: "random",
  groups,
});

/**
 * The cheap way to a class's limits: adds `count` rules naming `studentIds` (keep apart) or
 * `count` one-group groupings of them. The HTTP run writes the rows straight into the server's
 * database (hundreds of requests are slow on PostgreSQL); by default they go through the source.
 */
export interface ContractFill {
  rules(source: DataSource, classId: string, studentIds: string[], count: number): Promise<void>;
  groupings(
    source: DataSource,
    classId: string,
    studentIds: string[],
    count: number,
  ): Promise<void>;
}

export const fillThroughSource: ContractFill = {
  async rules(source, classId, studentIds, count) {
    for (let i = 0; i < count; i++) {
      await source.addGroupRule(classId, { kind: "keep-apart", student_ids: studentIds });
    }
  },
  async groupings(source, classId, studentIds, count) {
    for (let i = 0; i < count; i++) {
      await source.saveGrouping(classId, grouping([studentIds], `Old ${i}`));
    }
  },
};

/** A member as saved with no attributes. */
const plain = (student_id: string, name: string) => ({
  student_id,
  name,
  number: null,
  color: null,
  element: null,
  shape: null,
});

/** Issue 17: a class's grouping rules and saved groupings, alike in both sources. */
export function groupingsContract(
  fresh: FreshSource,
  fill: ContractFill = fillThroughSource,
): void {
  describe("group rules", () => {
    it("adds, lists oldest first and deletes; each class keeps its own", async () => {
      const source = await fresh();
      const { room, ids } = await roomOf(source, ["Ava", "Ben", "Cy", "Dee"]);
      const [ava = "", ben = "", cy = "", dee = ""] = ids;
      const other = await classWith(source, [], "Other");
      expect(await source.listGroupRules(room.id)).toEqual([]);
      const apart = await source.addGroupRule(room.id, {
        kind: "keep-apart",
        student_ids: [ben, ava],
      });
      expect(apart).toEqual({
        id: expect.any(String),
        class_id: room.id,
        kind: "keep-apart",
        student_ids: [ben, ava],
        created_at: expect.any(String),
      });
      const together = await source.addGroupRule(room.id, {
        kind: "keep-together",
        student_ids: [cy, dee, ava],
      });
      const third = await source.addGroupRule(room.id, {
        kind: "keep-apart",
        student_ids: [cy, ben],
      });
      expect(await source.listGroupRules(room.id)).toEqual([apart, together, third]);
      expect(await source.listGroupRules(other.id)).toEqual([]);
      await source.deleteGroupRule(together.id);
      expect(await source.listGroupRules(room.id)).toEqual([apart, third]);
      expect(await failure(source.deleteGroupRule(together.id))).toEqual(RULE_GONE);
      expect(await failure(source.deleteGroupRule("missing"))).toEqual(RULE_GONE);
    });

    it("refuses bad input with the field named, and students not in the class with 404", async () => {
      const source = await fresh();
      const { room, ids } = await roomOf(source, ["Ava", "Ben"]);
      const [ava = "", ben = ""] = ids;
      const elsewhere = await roomOf(source, ["Eve"], "Other");
      const bad = async (input: unknown) =>
        failure(source.addGroupRule(room.id, input as Parameters<DataSource["addGroupRule"]>[1]));
      const kind = await bad({ kind: "keep-close", student_ids: [ava, ben] });
      expect(kind).toEqual({
        status: 400,
        body: {
          error: "Invalid request",
          details: [
            { field: "body.kind", message: 'kind must be "keep-apart" or "keep-together"' },
          ],
        },
      });
      const one = await bad({ kind: "keep-apart", student_ids: [ava] });
      expect(one.body.details).toEqual([
        { field: "body.student_ids", message: "student_ids must name at least two students" },
      ]);
      expect(fields(await bad({ kind: "keep-apart", student_ids: [ava, ava] }))).toEqual([
        "body.student_ids",
      ]);
      expect(fields(await bad({ kind: "keep-apart", student_ids: [ava, ""] }))).toEqual([
        "body.student_ids.1",
      ]);
      const many = Array.from({ length: MAX_RULE_STUDENTS + 1 }, (_, i) => `s${i}`);
      expect(fields(await bad({ kind: "keep-apart", student_ids: many }))).toEqual([
        "body.student_ids",
      ]);
      expect(fields(await bad({ student_ids: [ava, ben] }))).toEqual(["body.kind"]);
      const stranger = source.addGroupRule(room.id, {
        kind: "keep-together",
        student_ids: [ava, elsewhere.ids[0] ?? ""],
      });
      expect(await failure(stranger)).toEqual(NOT_IN_CLASS);
      const unknown = source.addGroupRule(room.id, { kind: "keep-apart", student_ids: [ava, "x"] });
      expect(await failure(unknown)).toEqual(NOT_IN_CLASS);
      const noClass = source.addGroupRule("missing", {
        kind: "keep-apart",
        student_ids: [ava, ben],
      });
      expect(await failure(noClass)).toEqual(CLASS_GONE);
      expect(await failure(source.listGroupRules("missing"))).toEqual(CLASS_GONE);
      // The body is checked before the class is looked up.
      const both = source.addGroupRule("missing", { kind: "keep-apart", student_ids: [ava] });
      expect((await failure(both)).status).toBe(400);
      expect(await source.listGroupRules(room.id)).toEqual([]);
    });

    it("a deleted or moved student leaves the rules; a rule left with one student goes", async () => {
      const source = await fresh();
      const { room, ids } = await roomOf(source, ["Ava", "Ben", "Cy", "Dee"]);
      const [ava = "", ben = "", cy = "", dee = ""] = ids;
      const other = await classWith(source, [], "Other");
      const pair = await source.addGroupRule(room.id, {
        kind: "keep-apart",
        student_ids: [ava, ben],
      });
      const trio = await source.addGroupRule(room.id, {
        kind: "keep-together",
        student_ids: [cy, ava, dee],
      });
      const last = await source.addGroupRule(room.id, {
        kind: "keep-apart",
        student_ids: [ben, cy],
      });
      await source.deleteStudent(ava);
      expect(await source.listGroupRules(room.id)).toEqual([
        { ...trio, student_ids: [cy, dee] },
        last,
      ]);
      expect(await failure(source.deleteGroupRule(pair.id))).toEqual(RULE_GONE);
      await source.updateStudent(cy, { name: "Cy", class_id: other.id });
      expect(await source.listGroupRules(room.id)).toEqual([]);
      expect(await source.listGroupRules(other.id)).toEqual([]);
      // Moved, Cy can be named in the new class's rules, and no longer in the old one's.
      const stranger = source.addGroupRule(room.id, { kind: "keep-apart", student_ids: [ben, cy] });
      expect(await failure(stranger)).toEqual(NOT_IN_CLASS);
    });

    it(`keeps at most ${MAX_RULES_PER_CLASS} rules per class (409 past it)`, async () => {
      const source = await fresh();
      const { room, ids } = await roomOf(source, ["Ava", "Ben"]);
      const other = await roomOf(source, ["Cy", "Dee"], "Other");
      const rule = { kind: "keep-apart" as const, student_ids: ids };
      await fill.rules(source, room.id, ids, MAX_RULES_PER_CLASS - 1);
      await source.addGroupRule(room.id, rule);
      const refused = await failure(source.addGroupRule(room.id, rule));
      expect(refused).toEqual({ status: 409, body: { error: RULE_LIMIT_MESSAGE } });
      expect(await source.listGroupRules(room.id)).toHaveLength(MAX_RULES_PER_CLASS);
      // Another class has its own room; removing one rule makes room for one.
      await source.addGroupRule(other.room.id, { kind: "keep-apart", student_ids: other.ids });
      const [first] = await source.listGroupRules(room.id);
      await source.deleteGroupRule(first?.id ?? "");
      await source.addGroupRule(room.id, rule);
      expect((await failure(source.addGroupRule(room.id, rule))).status).toBe(409);
    });
  });

  describe("saved groupings", () => {
    it("saves members as they are, lists newest first, renames and deletes", async () => {
      const source = await fresh();
      const room = await classWith(source, [
        { name: "Ava", color: "Red", number: 2 },
        { name: "Ben", shape: "Circle", element: "Fire" },
        { name: "Cy" },
      ]);
      const [ava = "", ben = "", cy = ""] = (await source.listStudents(room.id)).map((s) => s.id);
      const first = await source.saveGrouping(room.id, {
        ...grouping([[cy, ava], [ben]], "  Groups, Monday  "),
        method: "balanced",
        balance_on: ["color", "shape"],
      });
      expect(first).toEqual({
        id: expect.any(String),
        class_id: room.id,
        name: "Groups, Monday",
        method: "balanced",
        balance_on: ["color", "shape"],
        groups: [
          [plain(cy, "Cy"), { ...plain(ava, "Ava"), color: "Red", number: 2 }],
          [{ ...plain(ben, "Ben"), shape: "Circle", element: "Fire" }],
        ],
        created_at: expect.any(String),
        updated_at: first.created_at,
        version: 1,
      });
      const second = await source.saveGrouping(room.id, grouping([[ava, ben, cy]], "Tuesday"));
      expect(second).toMatchObject({ method: "random", balance_on: [], version: 1 });
      expect(await source.listGroupings(room.id)).toEqual([second, first]);

      await pause();
      const renamed = await source.renameGrouping(first.id, " Field trip ", { ifMatch: 1 });
      expect(renamed).toEqual({
        ...first,
        name: "Field trip",
        updated_at: renamed.updated_at,
        version: 2,
      });
      expect(renamed.updated_at > first.updated_at).toBe(true);
      // A rename keeps the grouping's place: the list is by when it was saved.
      expect(await source.listGroupings(room.id)).toEqual([second, renamed]);
      expect(await source.renameGrouping(first.id, "No version")).toMatchObject({ version: 3 });

      await source.deleteGrouping(second.id);
      expect((await source.listGroupings(room.id)).map((g) => g.id)).toEqual([first.id]);
      expect(await failure(source.deleteGrouping(second.id))).toEqual(GROUPING_GONE);
      expect(await failure(source.renameGrouping(second.id, "Gone"))).toEqual(GROUPING_GONE);
    });

    it("a stale rename is refused with the grouping as stored, and changes nothing", async () => {
      const source = await fresh();
      const { room, ids } = await roomOf(source, ["Ava", "Ben"]);
      const saved = await source.saveGrouping(room.id, grouping([ids]));
      const renamed = await source.renameGrouping(saved.id, "Mine", { ifMatch: 1 });
      const stale = await failure(source.renameGrouping(saved.id, "Theirs", { ifMatch: 1 }));
      expect(stale).toEqual({ status: 409, body: { error: GROUPING_CONFLICT, current: renamed } });
      expect(await source.listGroupings(room.id)).toEqual([renamed]);
    });

    it("refuses bad input with the field named, and students not in the class with 404", async () => {
      const source = await fresh();
      const { room, ids } = await roomOf(source, ["Ava", "Ben"]);
      const [ava = "", ben = ""] = ids;
      const elsewhere = await roomOf(source, ["Eve"], "Other");
      const bad = async (input: unknown) =>
        fields(await failure(source.saveGrouping(room.id, input as SavedGroupingInput)));
      expect(await bad({ ...grouping([[ava]]), name: "  " })).toEqual(["body.name"]);
      expect(await bad({ ...grouping([[ava]]), method: "alphabetical" })).toEqual(["body.method"]);
      expect(await bad({ ...grouping([[ava]]), balance_on: ["mood"] })).toEqual([
        "body.balance_on.0",
      ]);
      expect(await bad({ ...grouping([[ava]]), balance_on: ["color", "color"] })).toEqual([
        "body.balance_on",
      ]);
      expect(await bad(grouping([]))).toEqual(["body.groups"]);
      expect(await bad(grouping([[ava], []]))).toEqual(["body.groups"]);
      expect(await bad(grouping([[ava], [ben, ava]]))).toEqual(["body.groups"]);
      expect(await bad(grouping([[ava, ""]]))).toEqual(["body.groups.0.1"]);
      const stranger = source.saveGrouping(room.id, grouping([[ava], [elsewhere.ids[0] ?? ""]]));
      expect(await failure(stranger)).toEqual(NOT_IN_CLASS);
      expect(await failure(source.saveGrouping("missing", grouping([[ava]])))).toEqual(CLASS_GONE);
      expect(await failure(source.listGroupings("missing"))).toEqual(CLASS_GONE);
      const saved = await source.saveGrouping(room.id, grouping([[ava, ben]]));
      expect(fields(await failure(source.renameGrouping(saved.id, "")))).toEqual(["body.name"]);
      expect(await source.listGroupings(room.id)).toEqual([saved]);
    });

    it("keeps its members' names and attributes after a student is renamed, moved or deleted", async () => {
      const source = await fresh();
      const room = await classWith(source, [
        { name: "Ava", color: "Red" },
        { name: "Ben", number: 3 },
        { name: "Cy" },
      ]);
      const other = await classWith(source, [], "Other");
      const [ava = "", ben = "", cy = ""] = (await source.listStudents(room.id)).map((s) => s.id);
      const saved = await source.saveGrouping(room.id, grouping([[ava, ben], [cy]]));
      await source.updateStudent(ava, { name: "Avery", color: "Green" });
      await source.deleteStudent(ben);
      await source.updateStudent(cy, { name: "Cy", class_id: other.id });
      expect(await source.listGroupings(room.id)).toEqual([saved]);
      expect(saved.groups).toEqual([
        [
          { ...plain(ava, "Ava"), color: "Red" },
          { ...plain(ben, "Ben"), number: 3 },
        ],
        [plain(cy, "Cy")],
      ]);
      // The deleted and the moved student can't be saved in the class again.
      expect(await failure(source.saveGrouping(room.id, grouping([[ava, ben]])))).toEqual(
        NOT_IN_CLASS,
      );
      expect(await failure(source.saveGrouping(room.id, grouping([[cy]])))).toEqual(NOT_IN_CLASS);
    });

    it(`keeps at most ${MAX_GROUPINGS_PER_CLASS} groupings per class (409 past it)`, async () => {
      const source = await fresh();
      const { room, ids } = await roomOf(source, ["Ava"]);
      const other = await roomOf(source, ["Ben"], "Other");
      const one = grouping([ids]);
      await fill.groupings(source, room.id, ids, MAX_GROUPINGS_PER_CLASS - 1);
      await source.saveGrouping(room.id, one);
      const refused = await failure(source.saveGrouping(room.id, one));
      expect(refused).toEqual({ status: 409, body: { error: GROUPING_LIMIT_MESSAGE } });
      expect(await source.listGroupings(room.id)).toHaveLength(MAX_GROUPINGS_PER_CLASS);
      await source.saveGrouping(other.room.id, grouping([other.ids]));
      const [newest] = await source.listGroupings(room.id);
      await source.deleteGrouping(newest?.id ?? "");
      await source.saveGrouping(room.id, one);
      expect((await failure(source.saveGrouping(room.id, one))).status).toBe(409);
    });
  });

  describe("ownership", () => {
    it("a deleted class takes its rules and groupings; another teacher's ids are 404", async () => {
      const source = await fresh();
      const { room, ids } = await roomOf(source, ["Ava", "Ben"]);
      const kept = await roomOf(source, ["Cy", "Dee"], "Kept");
      const rule = await source.addGroupRule(room.id, { kind: "keep-apart", student_ids: ids });
      const saved = await source.saveGrouping(room.id, grouping([ids]));
      const keptRule = await source.addGroupRule(kept.room.id, {
        kind: "keep-together",
        student_ids: kept.ids,
      });
      const keptGrouping = await source.saveGrouping(kept.room.id, grouping([kept.ids]));
      await source.deleteClass(room.id);
      expect(await failure(source.deleteGroupRule(rule.id))).toEqual(RULE_GONE);
      expect(await failure(source.renameGrouping(saved.id, "X"))).toEqual(GROUPING_GONE);
      expect(await failure(source.deleteGrouping(saved.id))).toEqual(GROUPING_GONE);
      expect(await source.listGroupRules(kept.room.id)).toEqual([keptRule]);
      expect(await source.listGroupings(kept.room.id)).toEqual([keptGrouping]);

      // Another teacher (the HTTP source signs a new one in) sees none of it.
      const stranger = await fresh();
      const theirs = await roomOf(stranger, ["Eve", "Fay"]);
      expect(await failure(stranger.listGroupRules(kept.room.id))).toEqual(CLASS_GONE);
      expect(await failure(stranger.listGroupings(kept.room.id))).toEqual(CLASS_GONE);
      const pair = { kind: "keep-apart" as const, student_ids: kept.ids };
      expect(await failure(stranger.addGroupRule(kept.room.id, pair))).toEqual(CLASS_GONE);
      expect(await failure(stranger.addGroupRule(theirs.room.id, pair))).toEqual(NOT_IN_CLASS);
      const borrowed = stranger.saveGrouping(theirs.room.id, grouping([kept.ids]));
      expect(await failure(borrowed)).toEqual(NOT_IN_CLASS);
      expect(await failure(stranger.deleteGroupRule(keptRule.id))).toEqual(RULE_GONE);
      const rename = stranger.renameGrouping(keptGrouping.id, "Mine", { ifMatch: 1 });
      expect(await failure(rename)).toEqual(GROUPING_GONE);
      expect(await failure(stranger.deleteGrouping(keptGrouping.id))).toEqual(GROUPING_GONE);
    });
  });
}
