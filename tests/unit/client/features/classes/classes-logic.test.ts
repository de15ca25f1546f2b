import { describe, expect, it } from "vitest";
import { formatUpdated } from "#src/client/features/classes/class-card";
import { classLimitReason } from "#src/client/features/classes/class-limit";
import { classOptionLabel } from "#src/client/features/classes/class-picker";
import { ApiError, serverErrorMessage } from "#src/client/lib/api-error";

describe("class limit (docs/product.md#limits)", () => {
  it("gives the reason once the teacher has the limit of classes", () => {
    expect(classLimitReason(4, 5)).toBeNull();
    expect(classLimitReason(5, 5)).toBe("You can have at most 5 classes");
    expect(classLimitReason(7, 5)).toBe("You can have at most 5 classes");
    expect(classLimitReason(2, 2)).toBe("You can have at most 2 classes");
  });

  it("says nothing while the count or the limit is unknown", () => {
    expect(classLimitReason(undefined, 5)).toBeNull();
    expect(classLimitReason(9, undefined)).toBeNull();
  });
});

describe("class helpers", () => {
  it("reads the server's message out of a failed request", () => {
    const conflict = new ApiError(409, '{"error":"You can have at most 5 classes"}');
    expect(serverErrorMessage(conflict)).toBe("You can have at most 5 classes");
    expect(serverErrorMessage(new ApiError(500, "", "Internal Server Error"))).toBeUndefined();
    // Errors are values: a plain Error's text is not parsed back.
    expect(serverErrorMessage(new Error('409: {"error":"x"}'))).toBeUndefined();
    expect(serverErrorMessage(new TypeError("Failed to fetch"))).toBeUndefined();
    expect(serverErrorMessage("nope")).toBeUndefined();
  });

  it("labels picker options with the student count", () => {
    expect(classOptionLabel("Math", 0)).toBe("Math (0 students)");
    expect(classOptionLabel("Math", 1)).toBe("Math (1 student)");
    expect(classOptionLabel("Math", 25)).toBe("Math (25 students)");
    // A right-to-left name is set apart, so the count stays after it in a left-to-right option.
    expect(classOptionLabel("العلوم", 2)).toBe("\u2068العلوم\u2069 (2 students)");
  });

  it("formats the last-updated date, keeping text it cannot read", () => {
    expect(formatUpdated("2026-01-02T10:00:00.000Z")).toBe(
      new Date("2026-01-02T10:00:00.000Z").toLocaleDateString(),
    );
    expect(formatUpdated("not a date")).toBe("not a date");
  });
});
