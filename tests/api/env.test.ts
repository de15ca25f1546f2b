import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#src/server/env";

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
};

describe("configuration", () => {
  it("works unchanged with nothing set: port 3000, SQLite under ./data, 5 classes", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBe("file:./data/classcharm.db");
    expect(c.publicUrl).toBe("http://localhost:3000");
    expect(c.classLimit).toBe(5);
    expect(c.google).toBeNull();
    expect(c.oidc).toBeNull();
    expect(c.authRateLimit).toBe(false);
    expect(c.trustProxy).toEqual({ kind: "none" });
  });

  it("reads REQUIRE_TWO_FACTOR: off unless true (empty too), and refuses other words (decision 0056)", () => {
    expect(loadConfig({}).requireTwoFactor).toBe(false);
    expect(loadConfig({ REQUIRE_TWO_FACTOR: "" }).requireTwoFactor).toBe(false);
    expect(loadConfig({ REQUIRE_TWO_FACTOR: "false" }).requireTwoFactor).toBe(false);
    expect(loadConfig({ REQUIRE_TWO_FACTOR: "true" }).requireTwoFactor).toBe(true);
    expect(problems({ REQUIRE_TWO_FACTOR: "yes" })[0]).toMatch(/REQUIRE_TWO_FACTOR/);
  });

  it("bounds students at 10,000 per class and 50,000 per teacher unless set (docs/product.md#limits)", () => {
    expect(loadConfig({}).studentLimits).toEqual({ perClass: 10_000, perTeacher: 50_000 });
    const c = loadConfig({ MAX_STUDENTS_PER_CLASS: "500", MAX_STUDENTS_PER_TEACHER: "2000" });
    expect(c.studentLimits).toEqual({ perClass: 500, perTeacher: 2000 });
    expect(problems({ MAX_STUDENTS_PER_CLASS: "0" })[0]).toMatch(
      /MAX_STUDENTS_PER_CLASS .*at least 1/,
    );
    expect(problems({ MAX_STUDENTS_PER_TEACHER: "lots" })[0]).toMatch(
      /MAX_STUDENTS_PER_TEACHER .*must be a number/,
    );
    expect(problems({ MAX_STUDENTS_PER_CLASS: "2.5" })[0]).toMatch(/whole number/);
  });

  it("bounds all saved groupings' members at 100,000 per teacher unless set (decision 0031)", () => {
    expect(loadConfig({}).savedMembersLimit).toBe(100_000);
    expect(loadConfig({ MAX_SAVED_MEMBERS_PER_TEACHER: "20000" }).savedMembersLimit).toBe(20_000);
    expect(problems({ MAX_SAVED_MEMBERS_PER_TEACHER: "0" })[0]).toMatch(
      /MAX_SAVED_MEMBERS_PER_TEACHER .*at least 1/,
    );
    expect(problems({ MAX_SAVED_MEMBERS_PER_TEACHER: "many" })[0]).toMatch(/must be a number/);
  });

  it("reads every setting", () => {
    const c = loadConfig({
      NODE_ENV: "production",
      PORT: "8080",
      HOST: "0.0.0.0",
      DATABASE_URL: "postgres://u@db/classcharm",
      BETTER_AUTH_SECRET: "s".repeat(32),
      PUBLIC_URL: "https://cc.example.org/",
      GOOGLE_CLIENT_ID: "gid",
      GOOGLE_CLIENT_SECRET: "gsecret",
      OIDC_ISSUER: "https://login.school.example/",
      OIDC_CLIENT_ID: "oid",
      OIDC_CLIENT_SECRET: "osecret",
      OIDC_NAME: "Springfield Schools",
      SMTP_URL: "smtp://mail.example.org:587",
      TIP_URL: "https://tips.example/cc",
      CLASS_LIMIT: "8",
      TRUST_PROXY: "1",
    });
    expect(c).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      publicUrl: "https://cc.example.org",
      google: { clientId: "gid", clientSecret: "gsecret" },
      oidc: {
        issuer: "https://login.school.example",
        clientId: "oid",
        name: "Springfield Schools",
      },
      tipUrl: "https://tips.example/cc",
      classLimit: 8,
      authRateLimit: true,
      trustProxy: { kind: "hops", hops: 1 },
    });
  });

  it("names each bad value with a clear reason", () => {
    expect(problems({ PORT: "eighty" })).toEqual([`PORT (got "eighty"): must be a number`]);
    expect(problems({ PORT: "70000" })[0]).toMatch(/PORT .* between 0 and 65535/);
    expect(problems({ DATABASE_URL: "mysql://x" })[0]).toMatch(
      /DATABASE_URL .*file: .*postgres:\/\//,
    );
    expect(problems({ CLASS_LIMIT: "0" })[0]).toMatch(/CLASS_LIMIT .*at least 1/);
    expect(problems({ PUBLIC_URL: "example.org" })[0]).toMatch(/PUBLIC_URL .*full URL/);
    expect(problems({ BETTER_AUTH_SECRET: "short" })[0]).toMatch(/at least 32 characters/);
    expect(problems({ GOOGLE_CLIENT_ID: "x" })[0]).toMatch(/GOOGLE_CLIENT_SECRET: is required/);
    expect(problems({ OIDC_CLIENT_ID: "x" })[0]).toMatch(/OIDC_ISSUER: is required/);
    expect(problems({ TRUST_PROXY: "true" })[0]).toMatch(/TRUST_PROXY .*trusting every proxy/);
    expect(problems({ TRUST_PROXY: "my-proxy" })[0]).toMatch(/TRUST_PROXY .*not an IP address/);
  });

  it("requires the auth secret in production with PostgreSQL, not with SQLite", () => {
    expect(problems({ NODE_ENV: "production", DATABASE_URL: "postgres://u@db/x" })[0]).toMatch(
      /BETTER_AUTH_SECRET: is required in production with PostgreSQL/,
    );
    expect(problems({ NODE_ENV: "production" })).toEqual([]);
  });

  it("treats an empty value as unset (as .env.example leaves them)", () => {
    const c = loadConfig({ GOOGLE_CLIENT_ID: "", GOOGLE_CLIENT_SECRET: "", TIP_URL: "" });
    expect(c.google).toBeNull();
    expect(c.tipUrl).toBeNull();
  });
});
