import { describe, expect, it } from "vitest";
import { ApiError, conflictOf } from "#src/client/lib/api-error";
import { messageForCode } from "#src/client/lib/error-messages";
import { ERROR_CODES } from "#src/domain/schemas/error-codes";

describe("error codes in the browser", () => {
  it("words a code that means the same on every route, else shows the server's words", () => {
    expect(messageForCode("server_error", "Something went wrong on the server")).toBe(
      "Something went wrong on the server. Please try again.",
    );
    expect(messageForCode("limit_reached", "You can have at most 5 classes")).toBe(
      "You can have at most 5 classes",
    );
    expect(messageForCode(undefined, "Class not found")).toBe("Class not found");
    expect(messageForCode("not_found", undefined)).toBeUndefined();
  });

  it("gives every worded code a code of the closed set", () => {
    for (const code of ["server_error", "body_too_large", "uri_too_long", "malformed_body"]) {
      expect(ERROR_CODES).toContain(code);
      expect(messageForCode(code, "server words")).not.toBe("server words");
    }
  });

  it("reads an answer's code, and takes only a stale 409 for a conflict to reload", () => {
    const stale = ApiError.of(409, { error: "Changed", code: "stale", current: { version: 2 } });
    expect(stale.code).toBe("stale");
    expect(conflictOf(stale)).toEqual({ message: "Changed", current: { version: 2 } });
    const limit = ApiError.of(409, { error: "At most 5", code: "limit_reached", current: {} });
    expect(conflictOf(limit)).toBeNull();
    const worded = ApiError.of(500, { error: "Something went wrong", code: "server_error" });
    expect(worded.serverMessage).toBe("Something went wrong on the server. Please try again.");
  });
});
