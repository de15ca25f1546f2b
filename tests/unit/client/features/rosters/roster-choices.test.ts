import { describe, expect, it } from "vitest";
import {
  classLimitNote,
  importInput,
  initialChoices,
  linkedClasses,
  listedClasses,
  newClassCount,
  setTarget,
  targetTakenElsewhere,
  togglePick,
} from "#src/client/features/rosters/roster-choices";
import type { OneRoster, RosterClass } from "#src/domain/roster/oneroster";
import type { ClassDto } from "#src/domain/schemas/classes";
import {
  type RosterImportResult,
  type RosterLinkDto,
  rosterImportInput,
} from "#src/domain/schemas/rosters";

const room = (sourcedId: string, title: string, names: string[] = []): RosterClass => ({
  sourcedId,
  title,
  classCode: null,
  students: names.map((name, i) => ({ sourcedId: `${sourcedId}-s${i}`, name })),
});
const roster = (...classes: RosterClass[]): OneRoster => ({ version: "1.2", classes, skipped: [] });
const MATH = room("c-1", "Math 7A", ["Ava Smith", "Ben Ode"]);
const SCIENCE = room("c-2", "Science 7B", ["Cy Park"]);
const EMPTY = room("c-3", "Art", []);
const THREE = roster(MATH, SCIENCE, EMPTY);

const link = (class_id: string, external_id: string, synced_at: string, source = "oneroster") =>
  ({
    class_id,
    external_id,
    source,
    title: "t",
    linked_at: "2026-01-01T00:00:00.000Z",
    synced_at,
  }) as RosterLinkDto;
const cls = (id: string) => ({ id, name: id }) as ClassDto;

describe("the OneRoster dialog's choices", () => {
  it("finds each roster class's linked class: OneRoster only, existing, synced last", () => {
    const links = [
      link("old", "c-1", "2026-01-01T00:00:00.000Z"),
      link("new", "c-1", "2026-02-01T00:00:00.000Z"),
      link("gone", "c-2", "2026-03-01T00:00:00.000Z"),
      link("g", "c-3", "2026-03-01T00:00:00.000Z", "google"),
    ];
    expect(linkedClasses(links, [cls("old"), cls("new"), cls("g")])).toEqual(
      new Map([["c-1", "new"]]),
    );
  });

  it("picks linked classes aimed at their class (a re-import), the rest unpicked, new", () => {
    expect(initialChoices(THREE, new Map([["c-2", "p3"]]))).toEqual({
      "c-1": { picked: false, target: null },
      "c-2": { picked: true, target: "p3" },
      "c-3": { picked: false, target: null },
    });
    // An export of one class has it picked; the class the dialog came from is its target.
    expect(initialChoices(roster(MATH), new Map(), "mine")).toEqual({
      "c-1": { picked: true, target: "mine" },
    });
  });

  it("gives a picked class the suggested target only while no other picked class has it", () => {
    let choices = initialChoices(THREE, new Map());
    choices = togglePick(choices, "c-1", true, "mine");
    expect(choices["c-1"]).toEqual({ picked: true, target: "mine" });
    choices = togglePick(choices, "c-2", true, "mine");
    expect(choices["c-2"]).toEqual({ picked: true, target: null });
    expect(targetTakenElsewhere(choices, "mine", "c-2")).toBe(true);
    expect(targetTakenElsewhere(choices, "mine", "c-1")).toBe(false);
    choices = setTarget(choices, "c-1", null);
    expect(targetTakenElsewhere(choices, "mine", "c-2")).toBe(false);
    expect(newClassCount(THREE, choices)).toBe(2);
    choices = togglePick(choices, "c-1", false);
    expect(newClassCount(THREE, choices)).toBe(1);
  });

  it("says when the picks make more classes than the limit (docs/product.md#limits)", () => {
    expect(classLimitNote(3, 5, 2)).toBeNull();
    expect(classLimitNote(4, 5, 2)).toBe(
      "This makes 6 classes, and you can have at most 5. Fill classes you already have, or pick fewer.",
    );
    expect(classLimitNote(5, 5, 0)).toBeNull();
    expect(classLimitNote(undefined, 5, 9)).toBeNull();
  });

  it("turns the picks into one valid request, removals per class from the review", () => {
    let choices = initialChoices(THREE, new Map([["c-2", "p3"]]));
    choices = togglePick(choices, "c-1", true);
    choices = togglePick(choices, "c-3", true);
    const dry = importInput(THREE, choices, { dryRun: true });
    expect(rosterImportInput.safeParse(dry).success).toBe(true);
    expect(dry).toEqual({
      source: "oneroster",
      dry_run: true,
      // Newcomers get balanced values unless the import's switch is turned off.
      balanced: true,
      classes: [
        {
          external_id: "c-1",
          title: "Math 7A",
          target_class_id: null,
          students: [
            { external_id: "c-1-s0", name: "Ava Smith" },
            { external_id: "c-1-s1", name: "Ben Ode" },
          ],
          remove_student_ids: [],
        },
        {
          external_id: "c-2",
          title: "Science 7B",
          target_class_id: "p3",
          students: [{ external_id: "c-2-s0", name: "Cy Park" }],
          remove_student_ids: [],
        },
        {
          external_id: "c-3",
          title: "Art",
          target_class_id: null,
          students: [],
          remove_student_ids: [],
        },
      ],
    });
    const left = (ids: string[]) => ids.map((id) => ({ id, name: id }));
    const review = {
      dry_run: true,
      classes: [
        { external_id: "c-1", left: [] },
        { external_id: "c-2", left: left(["x", "y"]) },
      ],
    } as unknown as RosterImportResult;
    const real = importInput(THREE, choices, {
      dryRun: false,
      review,
      removals: new Set(["y", "not-left"]),
    });
    expect(real.dry_run).toBe(false);
    expect(real.classes.map((c) => c.remove_student_ids)).toEqual([[], ["y"], []]);
  });

  it("cuts a very long title to what the request takes", () => {
    const long = roster(room("c-9", "T".repeat(250), ["Ava"]));
    const input = importInput(long, initialChoices(long, new Map()), { dryRun: true });
    expect(input.classes[0]?.title).toHaveLength(200);
    expect(rosterImportInput.safeParse(input).success).toBe(true);
  });

  it("lists at most 50 classes of a big export, filtered by title or code, picked ones always", () => {
    const many = roster(
      ...Array.from({ length: 120 }, (_, i) => ({
        ...room(`c-${i}`, `Class ${i}`),
        classCode: i === 7 ? "ART-9" : null,
      })),
    );
    let choices = togglePick(initialChoices(many, new Map()), "c-99", true);
    const all = listedClasses(many, choices, "");
    expect(all.shown).toHaveLength(51);
    expect(all.shown.at(-1)?.sourcedId).toBe("c-99");
    expect(all.more).toBe(69);
    const found = listedClasses(many, choices, "  class 11");
    expect(found.shown.map((c) => c.title)).toEqual([
      "Class 11",
      "Class 99",
      "Class 110",
      "Class 111",
      "Class 112",
      "Class 113",
      "Class 114",
      "Class 115",
      "Class 116",
      "Class 117",
      "Class 118",
      "Class 119",
    ]);
    expect(listedClasses(many, choices, "art-").shown.map((c) => c.title)).toEqual([
      "Class 7",
      "Class 99",
    ]);
    choices = togglePick(choices, "c-99", false);
    expect(found.more).toBe(0);
    expect(listedClasses(many, choices, "nothing like it")).toEqual({ shown: [], more: 0 });
    expect(listedClasses(many, choices, "class 1", 5).more).toBe(31 - 5);
    expect(listedClasses(roster(MATH), choices, "").more).toBe(0);
  });
});
