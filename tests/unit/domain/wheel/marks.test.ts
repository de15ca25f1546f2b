import { describe, expect, it } from "vitest";
import { markedLabel, pointerIndex, winnerMarks } from "#src/domain/wheel/marks";
import { spinTarget, wedgeBounds } from "#src/domain/wheel/spin";

describe("pointerIndex", () => {
  it("is the wedge at 12 o'clock: wedge 0 at rest, the last one just after a small turn", () => {
    expect(pointerIndex(0, 4)).toBe(0);
    expect(pointerIndex(1, 4)).toBe(3);
    expect(pointerIndex(-1, 4)).toBe(0);
    expect(pointerIndex(-91, 4)).toBe(1);
    expect(pointerIndex(360 * 9 + 270, 4)).toBe(1);
  });

  it("lands on the drawn winner for every wedge of a 30-entry wheel, many turns in", () => {
    for (let winner = 0; winner < 30; winner++) {
      const { rotation } = spinTarget(1234.5, winner, 30);
      expect(pointerIndex(rotation, 30)).toBe(winner);
    }
  });

  it("reads weighted wedges by their share of the circle", () => {
    const weights = [1, 3];
    const [, second] = wedgeBounds(weights);
    expect(pointerIndex(-(second?.start ?? 0) - 1, weights)).toBe(1);
    expect(pointerIndex(-10, weights)).toBe(0);
  });
});

describe("winnerMarks", () => {
  it("numbers each winner's wedge in the order revealed, the others unmarked", () => {
    expect(winnerMarks(["a", "b", "c", "d", "e"], ["d", "a", "c"])).toEqual([2, null, 3, 1, null]);
  });

  it("marks nothing before a spin, and skips winners no longer on the wheel", () => {
    expect(winnerMarks(["a", "b"], [])).toEqual([null, null]);
    expect(winnerMarks(["a", "b"], ["x", "b"])).toEqual([null, 2]);
  });

  it("keeps an entry's first number", () => {
    expect(winnerMarks(["a"], ["a", "a"])).toEqual([1]);
  });
});

describe("markedLabel", () => {
  it("puts the number before a winner's name, as the result card does", () => {
    expect(markedLabel("Ann", 2)).toBe("2. Ann");
    expect(markedLabel("Ann", null)).toBe("Ann");
  });
});
