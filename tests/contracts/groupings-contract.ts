import { describe, expect, it } from "vitest";
import type { DataSource } from "#src/client/data/source";
import {
  DEFAULT_SAVED_MEMBERS_PER_TEACHER,
  GROUPING_CONFLICT,
  GROUPING_LIMIT_MESSAGE,
  type GroupRuleInput,
  groupingSummary,
  MAX_GROUPINGS_PER_CLASS,
  MAX_RULE_STUDENTS,
  MAX_RULES_PER_CLASS,
  RULE_LIMIT_MESSAGE,
  type SavedGroupingInput,
  savedMembersLimitMessage,
} from "#src/domain/schemas/groupings";
import { english } from "../support/english";
import { classWith, type FreshSource, failure, fields, pause } from "./helpers";

const NOT_IN_CLASS = {
  status: 404,
  body: { error: "Student not found in this class", code: "not_found" },
};
const leftClass = (error: string, student_ids: string[]) => ({
  status: 409,
  body: { error, code: "conflict", details: { student_ids } },
});
const RULE_GONE = { status: 404, body: { error: "Rule not found", code: "not_found" } };
const GROUPING_GONE = { status: 404, body: { error: "Grouping not found", code: "not_found" } };
const CLASS_GONE = { status: 404, body: { error: "Class not found", code: "not_found" } };

type NewStudent = { name: string } & Record<string, unknown>;

/** A class of these students (names, or names with attributes) and their ids, in the order given. */
async function roomOf(source: DataSource, students: (string | NewStudent)[], name = "Period 3") {
  const room = await classWith(
    source,
    students.map((s) => (typeof s === "string" ? { name: s } : s)),
    name,
  );
  const ids = (await source.listStudents(room.id)).map((s) => s.id);
  return { room, ids };
}

const rule = (kind: GroupRuleInput["kind"], student_ids: string[]): GroupRuleInput => ({
  kind,
  student_ids,
});

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
      await source.addGroupRule(classId, rule("keep-apart", studentIds));
    }
  },
  async groupings(source, classId, studentIds, count) {
    for (let i = 0; i < count; i++) {
      await source.saveGrouping(classId, grouping([studentIds], `Old ${i}`));
    }
  },
};

type Room = Awaited<ReturnType<typeof roomOf>>;

/**
 * A class one short of its limit of rules or groupings (`max`): one more is added, the next is a
 * 409 with `message` and the class holds `max`. Another class has its own room; removing the
 * first listed makes room for exactly one.
 */
async function expectClassLimit(
  full: Room,
  other: Room,
  max: number,
  message: string,
  kind: {
    add(classId: string, studentIds: string[]): Promise<unknown>;
    list(classId: string): Promise<{ id: string }[]>;
    remove(id: string): Promise<void>;
  },
) {
  await kind.add(full.room.id, full.ids);
  const refused = await failure(kind.add(full.room.id, full.ids));
  expect(refused).toEqual({ status: 409, body: { error: message, code: "limit_reached" } });
  expect(await kind.list(full.room.id)).toHaveLength(max);
  await kind.add(other.room.id, other.ids);
  const [first] = await kind.list(full.room.id);
  await kind.remove(first?.id ?? "");
  await kind.add(full.room.id, full.ids);
  expect((await failure(kind.add(full.room.id, full.ids))).status).toBe(409);
}

/** A member as saved with no attributes. */
const plain = (student_id: string, name: string) => ({
  student_id,
  name,
  number: null,
  color: null,
  element: null,
  shape: null,
});

/** A class's grouping rules and saved groupings, alike in both sources. */
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
      const apart = await source.addGroupRule(room.id, rule("keep-apart", [ben, ava]));
      expect(apart).toEqual({
        id: expect.any(String),
        class_id: room.id,
        kind: "keep-apart",
        student_ids: [ben, ava],
        created_at: expect.any(String),
      });
      const together = await source.addGroupRule(room.id, rule("keep-together", [cy, dee, ava]));
      const third = await source.addGroupRule(room.id, rule("keep-apart", [cy, ben]));
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
          code: "invalid_request",
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
      const stranger = source.addGroupRule(
        room.id,
        rule("keep-together", [ava, elsewhere.ids[0] ?? ""]),
      );
      expect(await failure(stranger)).toEqual(NOT_IN_CLASS);
      const unknown = source.addGroupRule(room.id, rule("keep-apart", [ava, "x"]));
      expect(await failure(unknown)).toEqual(NOT_IN_CLASS);
      const noClass = source.addGroupRule("missing", rule("keep-apart", [ava, ben]));
      expect(await failure(noClass)).toEqual(CLASS_GONE);
      expect(await failure(source.listGroupRules("missing"))).toEqual(CLASS_GONE);
      // The body is checked before the class is looked up.
      const both = source.addGroupRule("missing", rule("keep-apart", [ava]));
      expect((await failure(both)).status).toBe(400);
      expect(await source.listGroupRules(room.id)).toEqual([]);
    });

    it("a deleted or moved student leaves the rules; a rule left with one student goes", async () => {
      const source = await fresh();
      const { room, ids } = await roomOf(source, ["Ava", "Ben", "Cy", "Dee"]);
      const [ava = "", ben = "", cy = "", dee = ""] = ids;
      const other = await classWith(source, [], "Other");
      const pair = await source.addGroupRule(room.id, rule("keep-apart", [ava, ben]));
      const trio = await source.addGroupRule(room.id, rule("keep-together", [cy, ava, dee]));
      const last = await source.addGroupRule(room.id, rule("keep-apart", [ben, cy]));
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
      const stranger = source.addGroupRule(room.id, rule("keep-apart", [ben, cy]));
      expect(await failure(stranger)).toEqual(NOT_IN_CLASS);
    });

    it(`keeps at most ${MAX_RULES_PER_CLASS} rules per class (409 past it)`, async () => {
      const source = await fresh();
      const { room, ids } = await roomOf(source, ["Ava", "Ben"]);
      const other = await roomOf(source, ["Cy", "Dee"], "Other");
      await fill.rules(source, room.id, ids, MAX_RULES_PER_CLASS - 1);
      await expectClassLimit(
        { room, ids },
        other,
        MAX_RULES_PER_CLASS,
        english(RULE_LIMIT_MESSAGE),
        {
          add: (classId, studentIds) =>
            source.addGroupRule(classId, rule("keep-apart", studentIds)),
          list: (classId) => source.listGroupRules(classId),
          remove: (id) => source.deleteGroupRule(id),
        },
      );
    });
  });

  describe("saved groupings", () => {
    it("saves members as they are, lists newest first, renames and deletes", async () => {
      const source = await fresh();
      const { room, ids } = await roomOf(source, [
        { name: "Ava", color: "Red", number: 2 },
        { name: "Ben", shape: "Circle", element: "Fire" },
        "Cy",
      ]);
      const [ava = "", ben = "", cy = ""] = ids;
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
      // The list has no members: each grouping's counts; its members come when it is opened.
      expect(await source.listGroupings(room.id)).toEqual([
        groupingSummary(second),
        groupingSummary(first),
      ]);
      expect(await source.listGroupings(room.id)).toMatchObject([
        { group_count: 1, member_count: 3 },
        { group_count: 2, member_count: 3 },
      ]);
      expect(await source.getGrouping(first.id)).toEqual(first);

      await pause();
      const renamed = await source.renameGrouping(first.id, " Field trip ", { ifMatch: 1 });
      expect(renamed).toEqual({
        ...groupingSummary(first),
        name: "Field trip",
        updated_at: renamed.updated_at,
        version: 2,
      });
      expect(renamed.updated_at > first.updated_at).toBe(true);
      expect(await source.getGrouping(first.id)).toEqual({
        ...first,
        name: "Field trip",
        updated_at: renamed.updated_at,
        version: 2,
      });
      // A rename keeps the grouping's place: the list is by when it was saved.
      expect(await source.listGroupings(room.id)).toEqual([groupingSummary(second), renamed]);
      expect(await source.renameGrouping(first.id, "No version")).toMatchObject({ version: 3 });

      await source.deleteGrouping(second.id);
      expect((await source.listGroupings(room.id)).map((g) => g.id)).toEqual([first.id]);
      expect(await failure(source.deleteGrouping(second.id))).toEqual(GROUPING_GONE);
      expect(await failure(source.renameGrouping(second.id, "Gone"))).toEqual(GROUPING_GONE);
      expect(await failure(source.getGrouping(second.id))).toEqual(GROUPING_GONE);
    });

    it("a stale rename is refused with the grouping as stored, and changes nothing", async () => {
      const source = await fresh();
      const { room, ids } = await roomOf(source, ["Ava", "Ben"]);
      const saved = await source.saveGrouping(room.id, grouping([ids]));
      const renamed = await source.renameGrouping(saved.id, "Mine", { ifMatch: 1 });
      const stale = await failure(source.renameGrouping(saved.id, "Theirs", { ifMatch: 1 }));
      expect(stale).toEqual({
        status: 409,
        body: { error: english(GROUPING_CONFLICT), code: "stale", current: renamed },
      });
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
      expect(await source.listGroupings(room.id)).toEqual([groupingSummary(saved)]);
      expect(await failure(source.getGrouping("missing"))).toEqual(GROUPING_GONE);
    });

    it("keeps its members' names and attributes after a student is renamed, moved or deleted", async () => {
      const source = await fresh();
      const { room, ids } = await roomOf(source, [
        { name: "Ava", color: "Red" },
        { name: "Ben", number: 3 },
        "Cy",
      ]);
      const other = await classWith(source, [], "Other");
      const [ava = "", ben = "", cy = ""] = ids;
      const saved = await source.saveGrouping(room.id, grouping([[ava, ben], [cy]]));
      await source.updateStudent(ava, { name: "Avery", color: "Green" });
      await source.deleteStudent(ben);
      await source.updateStudent(cy, { name: "Cy", class_id: other.id });
      expect(await source.getGrouping(saved.id)).toEqual(saved);
      expect(saved.groups).toEqual([
        [
          { ...plain(ava, "Ava"), color: "Red" },
          { ...plain(ben, "Ben"), number: 3 },
        ],
        [plain(cy, "Cy")],
      ]);
      // The deleted and the moved student can't be saved in the class again: a 409 names them
      // as saved and gives their ids, so the teacher's screen can leave them out (0028).
      expect(await failure(source.saveGrouping(room.id, grouping([[ava, ben]])))).toEqual(
        leftClass("Ben is no longer in this class", [ben]),
      );
      expect(await failure(source.saveGrouping(room.id, grouping([[cy], [ben, ava]])))).toEqual(
        leftClass("Cy and Ben are no longer in this class", [cy, ben]),
      );
      // Without them the groups save, with the members as they are now.
      const again = await source.saveGrouping(room.id, grouping([[ava]], "Again"));
      expect(again.groups).toEqual([[{ ...plain(ava, "Avery"), color: "Green" }]]);
      // An id the class never had is still a 404, even beside one who left.
      const stranger = source.saveGrouping(room.id, grouping([[ben, other.id]]));
      expect(await failure(stranger)).toEqual(NOT_IN_CLASS);
      expect((await source.listGroupings(room.id)).map((g) => g.name)).toEqual([
        "Again",
        "Groups, Monday",
      ]);
    });

    it(`keeps at most ${MAX_GROUPINGS_PER_CLASS} groupings per class (409 past it)`, async () => {
      const source = await fresh();
      const { room, ids } = await roomOf(source, ["Ava"]);
      const other = await roomOf(source, ["Ben"], "Other");
      await fill.groupings(source, room.id, ids, MAX_GROUPINGS_PER_CLASS - 1);
      await expectClassLimit(
        { room, ids },
        other,
        MAX_GROUPINGS_PER_CLASS,
        english(GROUPING_LIMIT_MESSAGE),
        {
          add: (classId, studentIds) => source.saveGrouping(classId, grouping([studentIds])),
          list: (classId) => source.listGroupings(classId),
          remove: (id) => source.deleteGrouping(id),
        },
      );
    });
  });

  describe("members of all saved groupings", () => {
    it(`hold at most ${DEFAULT_SAVED_MEMBERS_PER_TEACHER.toLocaleString("en-US")} together: a save past it is a 409 saying what to do, nothing saved`, async () => {
      const source = await fresh();
      const room = await source.createClass({ name: "Everyone" });
      const rows = Array.from({ length: 10_000 }, (_, i) => ({ name: `Pupil ${i + 1}` }));
      await source.importStudents(room.id, { rows });
      const ids = (await source.listStudents(room.id)).map((s) => s.id);
      const full = DEFAULT_SAVED_MEMBERS_PER_TEACHER / ids.length;
      // One short of the limit, then the last grouping of 10,000 fills it exactly.
      await fill.groupings(source, room.id, ids, full - 1);
      await source.saveGrouping(room.id, grouping([ids], "Last"));
      const other = await roomOf(source, ["Ava"], "Other");
      const refused = await failure(source.saveGrouping(other.room.id, grouping([other.ids])));
      expect(refused).toEqual({
        status: 409,
        body: {
          error: english(
            savedMembersLimitMessage(
              DEFAULT_SAVED_MEMBERS_PER_TEACHER,
              DEFAULT_SAVED_MEMBERS_PER_TEACHER + 1,
            ),
          ),
          code: "limit_reached",
        },
      });
      expect(refused.body.error).toContain("Delete saved groupings you no longer need");
      expect(await source.listGroupings(other.room.id)).toEqual([]);
      expect(await source.listGroupings(room.id)).toHaveLength(full);
      // Deleting one makes room again.
      const [newest] = await source.listGroupings(room.id);
      await source.deleteGrouping(newest?.id ?? "");
      await source.saveGrouping(other.room.id, grouping([other.ids]));
    }, 120_000);
  });

  describe("ownership", () => {
    it("a deleted class takes its rules and groupings; another teacher's ids are 404", async () => {
      const source = await fresh();
      const { room, ids } = await roomOf(source, ["Ava", "Ben"]);
      const kept = await roomOf(source, ["Cy", "Dee"], "Kept");
      const doomed = await source.addGroupRule(room.id, rule("keep-apart", ids));
      const saved = await source.saveGrouping(room.id, grouping([ids]));
      const keptRule = await source.addGroupRule(kept.room.id, rule("keep-together", kept.ids));
      const keptGrouping = await source.saveGrouping(kept.room.id, grouping([kept.ids]));
      await source.deleteClass(room.id);
      expect(await failure(source.deleteGroupRule(doomed.id))).toEqual(RULE_GONE);
      expect(await failure(source.renameGrouping(saved.id, "X"))).toEqual(GROUPING_GONE);
      expect(await failure(source.deleteGrouping(saved.id))).toEqual(GROUPING_GONE);
      expect(await failure(source.getGrouping(saved.id))).toEqual(GROUPING_GONE);
      expect(await source.listGroupRules(kept.room.id)).toEqual([keptRule]);
      expect(await source.listGroupings(kept.room.id)).toEqual([groupingSummary(keptGrouping)]);
      expect(await source.getGrouping(keptGrouping.id)).toEqual(keptGrouping);

      // Another teacher (the HTTP source signs a new one in) sees none of it.
      const stranger = await fresh();
      const theirs = await roomOf(stranger, ["Eve", "Fay"]);
      expect(await failure(stranger.listGroupRules(kept.room.id))).toEqual(CLASS_GONE);
      expect(await failure(stranger.listGroupings(kept.room.id))).toEqual(CLASS_GONE);
      const pair = rule("keep-apart", kept.ids);
      expect(await failure(stranger.addGroupRule(kept.room.id, pair))).toEqual(CLASS_GONE);
      expect(await failure(stranger.addGroupRule(theirs.room.id, pair))).toEqual(NOT_IN_CLASS);
      const borrowed = stranger.saveGrouping(theirs.room.id, grouping([kept.ids]));
      expect(await failure(borrowed)).toEqual(NOT_IN_CLASS);
      expect(await failure(stranger.deleteGroupRule(keptRule.id))).toEqual(RULE_GONE);
      const rename = stranger.renameGrouping(keptGrouping.id, "Mine", { ifMatch: 1 });
      expect(await failure(rename)).toEqual(GROUPING_GONE);
      expect(await failure(stranger.deleteGrouping(keptGrouping.id))).toEqual(GROUPING_GONE);
      expect(await failure(stranger.getGrouping(keptGrouping.id))).toEqual(GROUPING_GONE);
    });
  });
}
