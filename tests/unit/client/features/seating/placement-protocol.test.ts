import { describe, expect, it } from "vitest";
import {
  answerPlacement,
  type PlacementInput,
  placementReply,
} from "#src/client/features/seating/placement/placement-protocol";
import { seededRandom } from "#src/domain/random";
import { placeStudents } from "#src/domain/seating/place";
import { presetRoom } from "#src/domain/seating/presets";

const made = presetRoom({ kind: "tables", tables: 3, seats: 4 });
if (!made.ok) throw new Error("the preset makes a room");
const students = Array.from({ length: 10 }, (_, i) => ({
  id: `s${i}`,
  number: i % 4,
  color: null,
  element: null,
  shape: null,
}));

describe("placement as the worker answers it", () => {
  it("answers with placeStudents' chart for the same seed, maps and sets sent as lists", () => {
    const input: PlacementInput = {
      room: made.room,
      students,
      options: {
        rules: [{ kind: "keep-apart", studentIds: ["s0", "s1"] }],
        needs: [["s2", ["front"]]],
        pinned: [["s3", "t3:0"]],
        absent: ["s4"],
        seed: 7,
      },
    };
    // Through structured cloning, as postMessage sends it.
    const answer = answerPlacement(structuredClone({ type: "place", id: 3, input }));
    const direct = placeStudents(made.room, students, {
      rules: [{ kind: "keep-apart", studentIds: ["s0", "s1"] }],
      needs: new Map([["s2", ["front"]]]),
      pinned: new Map([["s3", "t3:0"]]),
      absent: new Set(["s4"]),
      random: seededRandom(7),
    });
    expect(answer).toEqual({ type: "result", id: 3, result: direct });
    expect(direct.ok && direct.chart["t3:0"]).toBe("s3");
    expect(direct.ok && direct.emptyToday).toHaveLength(1);
  });

  it("answers the conflicts when the class can't be seated", () => {
    const many = Array.from({ length: 13 }, (_, i) => ({ ...students[0], id: `x${i}` }));
    const answer = answerPlacement({
      type: "place",
      id: 1,
      input: { room: made.room, students: many as typeof students, options: {} },
    });
    expect(answer).toEqual({
      type: "result",
      id: 1,
      result: {
        ok: false,
        conflicts: [{ code: "too-many-students", students: 13, seats: 12 }],
        canPlaceAnyway: false,
      },
    });
  });

  it("reads only its own replies", () => {
    expect(placementReply({ type: "error", id: 2, message: "x" })).toEqual({
      type: "error",
      id: 2,
      message: "x",
    });
    expect(placementReply({ type: "outcome", id: 2 })).toBeNull();
    expect(placementReply(null)).toBeNull();
  });
});
