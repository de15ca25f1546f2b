import { describe, expect, it } from "vitest";
import { classOps } from "#src/client/data/memory/classes";
import { groupingOps } from "#src/client/data/memory/groupings";
import { createStore } from "#src/client/data/memory/store";
import { studentOps } from "#src/client/data/memory/students";
import { memorySource } from "#src/client/data/memory-source";
import type { DataSource } from "#src/client/data/source";
import {
  GROUPING_CONFLICT,
  GROUPING_LIMIT_MESSAGE,
  MAX_GROUPINGS_PER_CLASS,
  MAX_RULES_PER_CLASS,
  RULE_LIMIT_MESSAGE,
  type SavedGroupingInput,
  savedMembersLimitMessage,
} from "#src/domain/schemas/groupings";
import { failure, fields } from "../../../contracts/helpers";
import { english } from "../../../support/english";

/** Two classes: 6 students in "a" (a1..a6, a1 with attributes), 2 in "b". */
function fresh(options: { savedMembersLimit?: number } = {}): DataSource {
  const a = Array.from({ length: 6 }, (_, i) => ({
    id: `a${i + 1}`,
    class_id: "a",
    name: `A${i + 1}`,
  }));
  return memorySource(
    {
      classes: [
        { id: "a", name: "Class A" },
        { id: "b", name: "Class B" },
      ],
      students: [
        {
          id: "a1",
          class_id: "a",
          name: "Ava",
          number: 2,
          color: "Red",
          element: "Fire",
          shape: "Circle",
        },
        ...a.slice(1),
        { id: "b1", class_id: "b", name: "B1" },
        { id: "b2", class_id: "b", name: "B2" },
      ],
    },
    options,
  );
}

const apart = (...student_ids: string[]) => ({ kind: "keep-apart" as const, student_ids });
const grouping = (groups: string[][], name = "Groups, Monday 3 March"): SavedGroupingInput => ({
  name,
  method: "random",
  groups,
});
const ids = (rules: { student_ids: string[] }[]) => rules.map((r) => r.student_ids);

describe("memory source: group rules", () => {
  it("adds rules and lists them oldest first, per class", async () => {
    const source = fresh();
    const first = await source.addGroupRule("a", apart("a1", "a2"));
    const second = await source.addGroupRule("a", {
      kind: "keep-together",
      student_ids: [" a3 ", "a4", "a5"],
    });
    await source.addGroupRule("b", apart("b1", "b2"));
    expect(first).toMatchObject({ class_id: "a", kind: "keep-apart", student_ids: ["a1", "a2"] });
    expect(second.student_ids).toEqual(["a3", "a4", "a5"]);
    expect(second.created_at > first.created_at).toBe(true);
    expect((await source.listGroupRules("a")).map((r) => r.id)).toEqual([first.id, second.id]);
    expect(ids(await source.listGroupRules("b"))).toEqual([["b1", "b2"]]);
  });

  it("refuses bad rules with the server's 400 details", async () => {
    const source = fresh();
    const one = await failure(source.addGroupRule("a", apart("a1")));
    expect(one.status).toBe(400);
    expect(one.body.details).toEqual([
      { field: "body.student_ids", message: "student_ids must name at least two students" },
    ]);
    const repeated = await failure(source.addGroupRule("a", apart("a1", "a1")));
    expect(repeated.body.details).toEqual([
      { field: "body.student_ids", message: "student_ids must not repeat a student" },
    ]);
    const kind = await failure(
      source.addGroupRule("a", { kind: "near" as never, student_ids: ["a1", "a2"] }),
    );
    expect(fields(kind)).toEqual(["body.kind"]);
    expect(fields(await failure(source.listGroupRules("a\u0000")))).toEqual(["params.classId"]);
    expect(await source.listGroupRules("a")).toEqual([]);
  });

  it("answers 404 for an unknown class, another class's student or an unknown rule", async () => {
    const source = fresh();
    expect(await failure(source.listGroupRules("nope"))).toEqual({
      status: 404,
      body: { error: "Class not found", code: "not_found" },
    });
    expect(await failure(source.addGroupRule("a", apart("a1", "b1")))).toEqual({
      status: 404,
      body: { error: "Student not found in this class", code: "not_found" },
    });
    expect((await failure(source.addGroupRule("a", apart("a1", "zz")))).status).toBe(404);
    expect(await failure(source.deleteGroupRule("rule-404"))).toEqual({
      status: 404,
      body: { error: "Rule not found", code: "not_found" },
    });
    expect(await source.listGroupRules("a")).toEqual([]);
  });

  it("deletes a rule once; keeps at most MAX_RULES_PER_CLASS a class (409)", async () => {
    const source = fresh();
    const rule = await source.addGroupRule("a", apart("a1", "a2"));
    await source.deleteGroupRule(rule.id);
    expect(await source.listGroupRules("a")).toEqual([]);
    expect((await failure(source.deleteGroupRule(rule.id))).status).toBe(404);
    for (let i = 0; i < MAX_RULES_PER_CLASS; i++) await source.addGroupRule("a", apart("a1", "a2"));
    expect(await failure(source.addGroupRule("a", apart("a1", "a3")))).toEqual({
      status: 409,
      body: { error: english(RULE_LIMIT_MESSAGE), code: "limit_reached" },
    });
    // The limit is per class.
    await source.addGroupRule("b", apart("b1", "b2"));
  });

  it("answers copies", async () => {
    const source = fresh();
    const rule = await source.addGroupRule("a", apart("a1", "a2"));
    rule.student_ids.push("a3");
    const [listed] = await source.listGroupRules("a");
    listed?.student_ids.push("a4");
    expect(ids(await source.listGroupRules("a"))).toEqual([["a1", "a2"]]);
  });
});

describe("memory source: rules are removed with their students", () => {
  it("a deleted student leaves their rules; a rule left with one student goes", async () => {
    const source = fresh();
    await source.addGroupRule("a", apart("a1", "a2"));
    await source.addGroupRule("a", apart("a1", "a3", "a4"));
    await source.addGroupRule("a", apart("a5", "a6"));
    await source.deleteStudent("a1");
    expect(ids(await source.listGroupRules("a"))).toEqual([
      ["a3", "a4"],
      ["a5", "a6"],
    ]);
  });

  it("a student moved to another class leaves the old class's rules", async () => {
    const source = fresh();
    await source.addGroupRule("a", apart("a1", "a2"));
    await source.addGroupRule("a", { kind: "keep-together", student_ids: ["a2", "a3", "a4"] });
    await source.updateStudent("a2", { name: "A2", class_id: "b" });
    expect(ids(await source.listGroupRules("a"))).toEqual([["a3", "a4"]]);
    expect(await source.listGroupRules("b")).toEqual([]);
    // An edit that keeps the class keeps the rules.
    await source.updateStudent("a3", { name: "Renamed", class_id: "a" });
    expect(ids(await source.listGroupRules("a"))).toEqual([["a3", "a4"]]);
  });

  it("a deleted class takes its rules and saved groupings, not another class's", async () => {
    const store = createStore({ userId: "demo", classLimit: 5 });
    const classes = classOps(store);
    const students = studentOps(store);
    const source = groupingOps(store);
    const a = await classes.createClass({ name: "A" });
    const b = await classes.createClass({ name: "B" });
    const add = async (classId: string) => {
      const one = await students.createStudent({ class_id: classId, name: "One" });
      const two = await students.createStudent({ class_id: classId, name: "Two" });
      await source.addGroupRule(classId, apart(one.id, two.id));
      return source.saveGrouping(classId, grouping([[one.id], [two.id]]));
    };
    await add(a.id);
    const keptGrouping = await add(b.id);
    const keptRules = await source.listGroupRules(b.id);
    await classes.deleteClass(a.id);
    expect([...store.groupRules.values()]).toEqual(keptRules);
    expect([...store.groupings.values()]).toEqual([keptGrouping]);
  });
});

describe("memory source: saved groupings", () => {
  it("saves members as they are now, lists newest first", async () => {
    const source = fresh();
    const first = await source.saveGrouping("a", {
      ...grouping([["a1", "a2"], ["a3"]], "  Monday  "),
      method: "balanced",
      balance_on: ["color", "number"],
    });
    expect(first).toMatchObject({
      class_id: "a",
      name: "Monday",
      method: "balanced",
      balance_on: ["color", "number"],
      version: 1,
    });
    expect(first.updated_at).toBe(first.created_at);
    expect(first.groups).toEqual([
      [
        {
          student_id: "a1",
          name: "Ava",
          number: 2,
          color: "Red",
          element: "Fire",
          shape: "Circle",
        },
        { student_id: "a2", name: "A2", number: null, color: null, element: null, shape: null },
      ],
      [{ student_id: "a3", name: "A3", number: null, color: null, element: null, shape: null }],
    ]);
    const second = await source.saveGrouping("a", grouping([["a4", "a5", "a6"]], "Tuesday"));
    expect(second.balance_on).toEqual([]);
    expect((await source.listGroupings("a")).map((g) => g.name)).toEqual(["Tuesday", "Monday"]);
    expect(await source.listGroupings("b")).toEqual([]);
  });

  it("keeps the saved names after a student is renamed, moved or deleted", async () => {
    const source = fresh();
    const saved = await source.saveGrouping("a", grouping([["a1", "a2"]]));
    await source.updateStudent("a1", { name: "Renamed", class_id: "a" });
    await source.updateStudent("a2", { name: "Moved", class_id: "b" });
    await source.deleteStudent("a1");
    expect(await source.getGrouping(saved.id)).toEqual(saved);
  });

  it("refuses bad groupings with 400 details, 404 and the 409 limit", async () => {
    const source = fresh();
    const twice = await failure(source.saveGrouping("a", grouping([["a1"], ["a1", "a2"]])));
    expect(twice.body.details).toEqual([
      { field: "body.groups", message: "a student must not be in two groups" },
    ]);
    const empty = await failure(source.saveGrouping("a", grouping([["a1"], []])));
    expect(empty.body.details).toEqual([
      { field: "body.groups", message: "a group must not be empty" },
    ]);
    expect(fields(await failure(source.saveGrouping("a", grouping([["a1"]], " "))))).toEqual([
      "body.name",
    ]);
    const method = { ...grouping([["a1"]]), method: "alphabetical" as never };
    expect(fields(await failure(source.saveGrouping("a", method)))).toEqual(["body.method"]);
    expect(await failure(source.saveGrouping("a", grouping([["a1", "b1"]])))).toEqual({
      status: 404,
      body: { error: "Student not found in this class", code: "not_found" },
    });
    expect((await failure(source.saveGrouping("zz", grouping([["a1"]])))).status).toBe(404);
    expect(await source.listGroupings("a")).toEqual([]);
    for (let i = 0; i < MAX_GROUPINGS_PER_CLASS; i++) {
      await source.saveGrouping("a", grouping([["a1"]], `G${i}`));
    }
    expect(await failure(source.saveGrouping("a", grouping([["a2"]])))).toEqual({
      status: 409,
      body: { error: english(GROUPING_LIMIT_MESSAGE), code: "limit_reached" },
    });
    await source.saveGrouping("b", grouping([["b1"]]));
  });

  it("renames with If-Match: a stale version is 409 with the current grouping", async () => {
    const source = fresh();
    const saved = await source.saveGrouping("a", grouping([["a1"], ["a2"]]));
    const renamed = await source.renameGrouping(saved.id, " Quiz teams ", { ifMatch: 1 });
    expect(renamed).toMatchObject({ name: "Quiz teams", version: 2, created_at: saved.created_at });
    expect(renamed.updated_at > saved.updated_at).toBe(true);
    expect(renamed).toMatchObject({ group_count: 2, member_count: 2 });
    expect(await source.getGrouping(saved.id)).toMatchObject({
      name: "Quiz teams",
      groups: saved.groups,
    });
    expect(await failure(source.renameGrouping(saved.id, "Other", { ifMatch: 1 }))).toEqual({
      status: 409,
      body: { error: english(GROUPING_CONFLICT), code: "stale", current: renamed },
    });
    expect((await source.renameGrouping(saved.id, "Without If-Match")).version).toBe(3);
    expect(fields(await failure(source.renameGrouping(saved.id, "")))).toEqual(["body.name"]);
    expect(await failure(source.renameGrouping("grouping-404", "X"))).toEqual({
      status: 404,
      body: { error: "Grouping not found", code: "not_found" },
    });
    expect((await source.listGroupings("a"))[0]?.name).toBe("Without If-Match");
  });

  it("deletes a grouping once and answers copies", async () => {
    const source = fresh();
    const keep = await source.saveGrouping("a", grouping([["a2"]], "Keep"));
    const gone = await source.saveGrouping("a", grouping([["a3"]], "Gone"));
    keep.groups[0]?.push(keep.groups[0][0] as never);
    const listed = (await source.listGroupings("a")).find((g) => g.id === keep.id);
    listed?.balance_on.push("shape");
    const opened = await source.getGrouping(keep.id);
    if (opened.groups[0]?.[0]) opened.groups[0][0].name = "Changed";
    opened.balance_on.push("color");
    await source.deleteGrouping(gone.id);
    expect(await failure(source.deleteGrouping(gone.id))).toEqual({
      status: 404,
      body: { error: "Grouping not found", code: "not_found" },
    });
    const [only] = await source.listGroupings("a");
    expect(only?.balance_on).toEqual([]);
    expect(only).toMatchObject({ id: keep.id, group_count: 1, member_count: 1 });
    expect(await failure(source.getGrouping(gone.id))).toEqual({
      status: 404,
      body: { error: "Grouping not found", code: "not_found" },
    });
    const again = await source.getGrouping(keep.id);
    expect(again.balance_on).toEqual([]);
    expect(again.groups).toEqual([
      [{ student_id: "a2", name: "A2", number: null, color: null, element: null, shape: null }],
    ]);
  });

  it("keeps all saved groupings' members within the limit, across classes (409 saying so)", async () => {
    const source = fresh({ savedMembersLimit: 5 });
    const first = await source.saveGrouping("a", grouping([["a1", "a2"], ["a3"]]));
    await source.saveGrouping("b", grouping([["b1"]]));
    await source.saveGrouping("a", grouping([["a4"]]));
    expect(await failure(source.saveGrouping("a", grouping([["a5"]])))).toEqual({
      status: 409,
      body: { error: english(savedMembersLimitMessage(5, 6)), code: "limit_reached" },
    });
    expect(await source.listGroupings("a")).toHaveLength(2);
    await source.deleteGrouping(first.id);
    await source.saveGrouping("a", grouping([["a5"], ["a6"], ["a1"]]));
    expect((await failure(source.saveGrouping("b", grouping([["b2"]])))).status).toBe(409);
  });

  it("holds a grouping of 10,000 students", async () => {
    const students = Array.from({ length: 10_000 }, (_, i) => ({
      id: `s${i}`,
      class_id: "big",
      name: `S${i}`,
    }));
    const source = memorySource({ classes: [{ id: "big", name: "Big" }], students });
    const groups = Array.from({ length: 2_000 }, (_, g) =>
      Array.from({ length: 5 }, (_, k) => `s${g * 5 + k}`),
    );
    const saved = await source.saveGrouping("big", grouping(groups));
    expect(saved.groups.flat()).toHaveLength(10_000);
    expect(saved.groups[1999]?.[4]?.name).toBe("S9999");
  });
});
