import { describe, expect, it } from "vitest";
import { MAX_PX, MIN_PX, presentLayout } from "#src/client/features/groups/present/present-layout";

const hd = { width: 1890, height: 1000 };

describe("the projector's grid", () => {
  it("gives 30 students in 4 to 10 groups names of 28 px or more at 1920x1080", () => {
    for (const groups of [4, 5, 6, 8, 10]) {
      const largest = Math.ceil(30 / groups);
      const layout = presentLayout({
        ...hd,
        groups,
        largest,
        longestName: 18,
        withAttributes: false,
      });
      expect(layout.fontPx, `${groups} groups`).toBeGreaterThanOrEqual(28);
      expect(layout.columns * layout.rows).toBeGreaterThanOrEqual(groups);
    }
  });

  it("lays 5 groups in one row and 9 in two or three rows, wide screens in more columns", () => {
    const five = presentLayout({
      ...hd,
      groups: 5,
      largest: 7,
      longestName: 14,
      withAttributes: false,
    });
    expect(five.rows).toBeLessThanOrEqual(2);
    const nine = presentLayout({
      ...hd,
      groups: 9,
      largest: 4,
      longestName: 14,
      withAttributes: false,
    });
    expect(nine.rows).toBeGreaterThanOrEqual(2);
    expect(nine.columns).toBeGreaterThanOrEqual(nine.rows);
  });

  it("shrinks the type for the attributes' badges, and stays within its bounds", () => {
    const input = { ...hd, groups: 6, largest: 6, longestName: 16 };
    const names = presentLayout({ ...input, withAttributes: false });
    const badges = presentLayout({ ...input, withAttributes: true });
    expect(badges.fontPx).toBeLessThan(names.fontPx);
    const one = presentLayout({
      ...hd,
      groups: 1,
      largest: 1,
      longestName: 3,
      withAttributes: false,
    });
    expect(one.fontPx).toBe(MAX_PX);
    const crowd = presentLayout({
      width: 300,
      height: 300,
      groups: 20,
      largest: 50,
      longestName: 40,
      withAttributes: true,
    });
    expect(crowd.fontPx).toBe(MIN_PX);
  });
});
