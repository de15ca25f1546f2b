import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#src/server/env";
import { GOOGLE_DEFAULTS } from "#src/server/google-endpoints";

const google = { GOOGLE_CLIENT_ID: "gid", GOOGLE_CLIENT_SECRET: "gsecret" };

describe("Google's endpoints (GOOGLE_*_URL)", () => {
  it("are Google's own unless set", () => {
    expect(loadConfig(google).google?.endpoints).toEqual(GOOGLE_DEFAULTS);
    expect(GOOGLE_DEFAULTS.classroom).toBe("https://classroom.googleapis.com");
  });

  it("can each point elsewhere (a local fake), the API base without its trailing slash", () => {
    const c = loadConfig({
      ...google,
      GOOGLE_AUTHORIZATION_URL: "http://127.0.0.1:9000/authorize",
      GOOGLE_TOKEN_URL: "http://127.0.0.1:9000/token",
      GOOGLE_REVOKE_URL: "http://127.0.0.1:9001/revoke",
      GOOGLE_USERINFO_URL: "http://127.0.0.1:9000/userinfo",
      GOOGLE_CLASSROOM_API_URL: "http://127.0.0.1:9001/",
    });
    expect(c.google?.endpoints).toEqual({
      authorization: "http://127.0.0.1:9000/authorize",
      token: "http://127.0.0.1:9000/token",
      revoke: "http://127.0.0.1:9001/revoke",
      userinfo: "http://127.0.0.1:9000/userinfo",
      classroom: "http://127.0.0.1:9001",
    });
  });

  it("refuses what isn't an http(s) URL, naming the setting", () => {
    for (const value of ["classroom.example", "ftp://x.example/token", "javascript:alert(1)"]) {
      try {
        loadConfig({ ...google, GOOGLE_TOKEN_URL: value });
        expect.unreachable(value);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as ConfigError).problems[0]).toMatch(/^GOOGLE_TOKEN_URL .*http\(s\) URL/);
      }
    }
  });
});
