import { describe, expect, it } from "vitest";
import {
  authFailureMessage,
  isNetworkFailure,
  networkFailure,
} from "#src/client/features/auth/auth-failure";

describe("authFailureMessage", () => {
  it("gives plain network advice for a request that got no answer", () => {
    expect(authFailureMessage(new TypeError("Failed to fetch"), "x")).toBe(networkFailure());
    expect(authFailureMessage({ message: "Load failed" }, "x")).toBe(networkFailure());
    expect(
      authFailureMessage({ message: "NetworkError when attempting to fetch resource." }, "x"),
    ).toBe(networkFailure());
  });

  it("keeps the server's message, or the fallback, for an answer", () => {
    expect(authFailureMessage({ status: 401, message: "Invalid email or password" }, "x")).toBe(
      "Invalid email or password",
    );
    expect(authFailureMessage({ status: 502, message: "" }, "Authentication failed")).toBe(
      "Authentication failed",
    );
    expect(isNetworkFailure({ status: 500, message: "Failed to fetch" })).toBe(false);
    expect(isNetworkFailure(null)).toBe(false);
  });
});
