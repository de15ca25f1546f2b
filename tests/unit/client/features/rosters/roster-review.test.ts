import { describe, expect, it } from "vitest";
import { queryKeys } from "#src/client/data/source";
import { importedKeys } from "#src/client/features/rosters/api";
import { rosterRequestError } from "#src/client/features/rosters/roster-errors";
import {
  chosenRemovals,
  importedToast,
  leftText,
  nameList,
  removalConfirmation,
  reviewLines,
  targetText,
} from "#src/client/features/rosters/roster-review";
import { ApiError } from "#src/client/lib/api-error";
import type { RosterClassResult } from "#src/domain/schemas/rosters";

const result = (over: Partial<RosterClassResult>): RosterClassResult => ({
  external_id: "c-1",
  class_id: "k1",
  class_name: "Period 3",
  created: false,
  added: [],
  renamed: [],
  linked: [],
  left: [],
  removed: [],
  unchanged: 0,
  ...over,
});
const added = (...names: string[]) => names.map((name, i) => ({ external_id: `s${i}`, name }));
const named = (...names: string[]) => names.map((name) => ({ id: `id-${name}`, name }));

describe("the OneRoster review's words", () => {
  it("lists names, then a count of the rest", () => {
    expect(nameList([])).toBe("");
    expect(nameList(["Ava"])).toBe("Ava");
    expect(nameList(["Ava", "Ben"])).toBe("Ava and Ben");
    expect(nameList(["A", "B", "C", "D", "E", "F", "G"])).toBe("A, B, C, D, E and 2 more");
  });

  it("says per class what will be added, renamed, linked and left as it is", () => {
    const re = result({
      added: added("Dee Lu"),
      renamed: [{ id: "a", from: "Ava Smith", to: "Ava Smyth" }],
      linked: named("Ben Ode", "Cy Park"),
      unchanged: 27,
    });
    expect(targetText(re)).toBe("Period 3");
    expect(reviewLines(re)).toEqual([
      "1 new student: Dee Lu",
      "1 renamed: Ava Smith → Ava Smyth",
      "2 linked by name: Ben Ode and Cy Park",
      "27 unchanged",
    ]);
    const fresh = result({
      created: true,
      class_id: null,
      class_name: "Math 7A",
      added: added(...Array.from({ length: 30 }, (_, i) => `S${i}`)),
    });
    expect(targetText(fresh)).toBe('New class "Math 7A"');
    expect(reviewLines(fresh)).toEqual(["30 new students"]);
    expect(reviewLines(result({ created: true }))).toEqual([
      "No students: the class is made empty",
    ]);
    expect(reviewLines(result({ unchanged: 0 }))).toEqual(["No changes"]);
    expect(reviewLines(result({ left: named("Cy Park") }))).toEqual([]);
    expect(leftText(1)).toBe("1 student is no longer in the roster");
    expect(leftText(2)).toBe("2 students are no longer in the roster");
  });

  it("names who will be deleted before removing them", () => {
    const review = {
      dry_run: true,
      classes: [
        result({ class_name: "Math 7A", left: named("Cy Park", "Dee Lu") }),
        result({ external_id: "c-2", class_name: "Art", left: named("Eli Fox") }),
      ],
    };
    const one = chosenRemovals(review, new Set(["id-Cy Park"]));
    expect(one).toEqual([{ name: "Cy Park", className: "Math 7A" }]);
    expect(removalConfirmation(one)).toEqual({
      title: "Remove 1 student?",
      description:
        "Cy Park will be deleted from Math 7A, with their selection history. This cannot be undone.",
      confirmLabel: "Remove and Import",
      destructive: true,
    });
    const all = chosenRemovals(review, new Set(["id-Cy Park", "id-Dee Lu", "id-Eli Fox"]));
    expect(removalConfirmation(all).title).toBe("Remove 3 students?");
    expect(removalConfirmation(all).description).toBe(
      "Cy Park (Math 7A), Dee Lu (Math 7A) and Eli Fox (Art) will be deleted, with their selection history. This cannot be undone.",
    );
  });

  it("sums up the import in its toast", () => {
    const done = {
      dry_run: false,
      classes: [
        result({ created: true, added: added("A", "B") }),
        result({
          added: added("C"),
          renamed: [{ id: "x", from: "a", to: "b" }],
          removed: named("D"),
          linked: named("E"),
        }),
      ],
    };
    expect(importedToast(done)).toEqual({
      title: "Imported 3 students",
      description:
        "1 new class, 1 class updated, 3 students added, 1 renamed, 1 linked by name, 1 removed.",
    });
    const nobodyAdded = importedToast({ dry_run: false, classes: [result({ unchanged: 3 })] });
    expect(nobodyAdded).toEqual({ title: "Roster Imported", description: "1 class updated." });
    const one = importedToast({ dry_run: false, classes: [result({ added: added("A") })] });
    expect(one.title).toBe("Imported 1 student");
  });

  it("words a failed request with the server's reason, then that nothing was imported", () => {
    expect(rosterRequestError(ApiError.of(409, { error: "You can have at most 5 classes" }))).toBe(
      "You can have at most 5 classes. Nothing was imported.",
    );
    const invalid = ApiError.of(400, {
      error: "Invalid request",
      details: [{ field: "body.classes.0.students.3.name", message: "Student name is required" }],
    });
    expect(rosterRequestError(invalid)).toBe(
      "Invalid request. classes.0.students.3.name: Student name is required. Nothing was imported.",
    );
    expect(rosterRequestError(new TypeError("Failed to fetch"))).toBe(
      "The server could not be reached. Nothing was imported.",
    );
    expect(rosterRequestError(new ApiError(502, ""))).toBe(
      "The server answered 502. Nothing was imported.",
    );
  });
});

describe("what an import makes stale", () => {
  it("nothing for a dry run; classes, links, touched classes' students, pruned classes' picks and rules", () => {
    const dry = { dry_run: true, classes: [result({ class_id: "k1" })] };
    expect(importedKeys(dry, "u1")).toEqual([]);
    const done = {
      dry_run: false,
      classes: [
        result({ class_id: "k1", created: true }),
        result({ external_id: "c-2", class_id: "k2", removed: named("Cy") }),
      ],
    };
    expect(importedKeys(done, "u1")).toEqual([
      queryKeys.classes("u1"),
      queryKeys.rosterLinks,
      queryKeys.students("k1"),
      queryKeys.students("k2"),
      queryKeys.history("k2"),
      queryKeys.groupRules("k2"),
    ]);
  });
});
