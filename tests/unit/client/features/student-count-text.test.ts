import { describe, expect, it } from "vitest";
import { studentCountText } from "#src/client/features/students/class-roster";

describe("studentCountText", () => {
  it("says how many, with thousands grouped as before (digits alone below 1,000)", () => {
    expect(studentCountText(0)).toBe("0 students in this class");
    expect(studentCountText(1)).toBe("1 student in this class");
    expect(studentCountText(999)).toBe("999 students in this class");
    expect(studentCountText(1000)).toBe("1,000 students in this class");
    expect(studentCountText(50000)).toBe("50,000 students in this class");
  });
});
