import { describe, expect, it } from "vitest";
import { gridColumns, rowCount, rowItems } from "#src/client/features/students/grid-columns";

describe("student grid rows", () => {
  it("fits more cards on wider lists", () => {
    expect([300, 480, 720, 1000, 1200].map(gridColumns)).toEqual([1, 2, 3, 4, 4]);
  });

  it("cuts the students into rows", () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    expect(rowCount(items.length, 3)).toBe(3);
    expect(rowItems(items, 2, 3)).toEqual([7]);
    expect(rowCount(5000, 4)).toBe(1250);
    expect(rowCount(0, 4)).toBe(0);
  });
});
