import { describe, expect, it } from "vitest";
import { ApiError } from "#src/client/lib/api-error";
import { failureReason, noAnswerReason } from "#src/client/lib/failure-reason";

describe("failureReason (a failure toast's description on Students, My Classes and Settings)", () => {
  it("says why a request failed: the server's words, or that no answer came back", () => {
    expect(failureReason(ApiError.of(404, { error: "Student not found" }))).toBe(
      "Student not found",
    );
    expect(failureReason(new TypeError("Failed to fetch"))).toBe(noAnswerReason());
    expect(noAnswerReason()).toBe("The server could not be reached. Check your connection.");
    expect(failureReason(new ApiError(502, ""))).toBeUndefined();
    expect(failureReason(new Error("other"))).toBeUndefined();
  });
});
