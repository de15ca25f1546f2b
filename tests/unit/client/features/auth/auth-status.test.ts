import { describe, expect, it } from "vitest";
import { nextAuthStatus } from "#src/client/features/auth/auth-status";

const pending = { hasUser: false, isPending: true, error: null };
const signedOut = { hasUser: false, isPending: false, error: null };
const signedIn = { hasUser: true, isPending: false, error: null };
const failed = { hasUser: false, isPending: false, error: { status: 500 } };
const offline = { hasUser: false, isPending: false, error: {} };

describe("nextAuthStatus", () => {
  it("loads, then signs in or out", () => {
    expect(nextAuthStatus("loading", pending)).toBe("loading");
    expect(nextAuthStatus("loading", signedIn)).toBe("signedIn");
    expect(nextAuthStatus("loading", signedOut)).toBe("signedOut");
  });

  it("treats a failed first check as a start-up error and keeps it while retrying", () => {
    expect(nextAuthStatus("loading", failed)).toBe("error");
    expect(nextAuthStatus("loading", offline)).toBe("error");
    expect(nextAuthStatus("error", pending)).toBe("error");
    expect(nextAuthStatus("error", signedOut)).toBe("signedOut");
    expect(nextAuthStatus("error", signedIn)).toBe("signedIn");
  });

  it("treats 401 as signed out", () => {
    const unauthorized = { hasUser: false, isPending: false, error: { status: 401 } };
    expect(nextAuthStatus("loading", unauthorized)).toBe("signedOut");
  });

  it("stays on the sign-in screen while the new session is fetched", () => {
    expect(nextAuthStatus("signedOut", pending)).toBe("signedOut");
  });

  it("keeps a signed-in teacher signed in when a refresh fails but the session is kept", () => {
    expect(nextAuthStatus("signedIn", { ...failed, hasUser: true })).toBe("signedIn");
  });
});
