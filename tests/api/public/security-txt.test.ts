/**
 * `/.well-known/security.txt` (RFC 9116) is served by name when SECURITY_CONTACT is set: plain
 * UTF-8 text with Contact, Expires under a year ahead, Preferred-Languages, and Canonical and
 * Policy on PUBLIC_URL. Every other dot path stays a 404, and without a contact so does this one.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#src/server/app";
import { ConfigError, loadConfig } from "#src/server/env";
import { freshDatabase, TEST_ORIGIN, testConfig } from "../../support/harness";
import { tempDir } from "../../support/temp-dirs";

const NOW = new Date("2026-11-28T12:34:56.000Z");
const DAY = 24 * 60 * 60 * 1000;

async function appWith(settings: Record<string, string>) {
  const clientDir = tempDir("classcharm-security-txt-");
  writeFileSync(join(clientDir, "index.html"), "<!doctype html><title>ClassCharm</title>");
  const fresh = await freshDatabase();
  const app = await buildApp({
    config: testConfig({ DATABASE_URL: fresh.url, ...settings }),
    database: fresh.database,
    clientDir,
    logger: false,
    now: () => NOW,
  });
  return {
    app,
    close: async () => {
      await app.close();
      await fresh.drop();
    },
  };
}

const fields = (body: string) =>
  body
    .trimEnd()
    .split("\n")
    .map((line) => {
      const at = line.indexOf(": ");
      return [line.slice(0, at), line.slice(at + 2)] as const;
    });

describe("/.well-known/security.txt with a contact and PUBLIC_URL", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await appWith({
      SECURITY_CONTACT: "mailto:security@school.example, https://school.example/report",
    }));
  });
  afterAll(() => close());

  it("answers plain UTF-8 text with the RFC 9116 fields, in order", async () => {
    const res = await app.inject({ method: "GET", url: "/.well-known/security.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    expect(fields(res.body)).toEqual([
      ["Contact", "mailto:security@school.example"],
      ["Contact", "https://school.example/report"],
      ["Expires", "2027-11-27T00:00:00.000Z"],
      ["Preferred-Languages", "en, es, ar"],
      ["Canonical", `${TEST_ORIGIN}/.well-known/security.txt`],
      ["Policy", `${TEST_ORIGIN}/docs/security.md`],
    ]);
    expect(res.body.endsWith("\n")).toBe(true);
  });

  it("expires in the future and less than a year from the request", async () => {
    const res = await app.inject({ method: "GET", url: "/.well-known/security.txt" });
    const expires = new Date(fields(res.body).find(([k]) => k === "Expires")?.[1] ?? "");
    expect(expires.getTime() - NOW.getTime()).toBeGreaterThan(363 * DAY);
    expect(expires.getTime() - NOW.getTime()).toBeLessThan(365 * DAY);
  });

  it("answers HEAD with the same headers and no body", async () => {
    const res = await app.inject({ method: "HEAD", url: "/.well-known/security.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.body).toBe("");
  });

  it("its Policy is served: the repository's SECURITY.md as text", async () => {
    const res = await app.inject({ method: "GET", url: "/docs/security.md" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.body).toMatch(/^# Security/);
  });

  it("leaves every other dot path and the rest of .well-known a 404, never the app page", async () => {
    for (const path of [
      "/.well-known/security.txt.bak",
      "/.well-known/Security.txt",
      "/.well-known/",
      "/.well-known/openid-configuration",
      "/security.txt",
      "/.env",
      "/.git/config",
      "/docs/.well-known/security.txt",
    ]) {
      const res = await app.inject({ method: "GET", url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.body, path).not.toContain("<title>ClassCharm</title>");
    }
    const written = await app.inject({
      method: "POST",
      url: "/.well-known/security.txt",
      headers: { origin: TEST_ORIGIN },
    });
    expect(written.statusCode).toBe(404);
  });
});

describe("/.well-known/security.txt in other configurations", () => {
  it("is a 404 without SECURITY_CONTACT (Contact is required)", async () => {
    const { app, close } = await appWith({});
    try {
      const res = await app.inject({ method: "GET", url: "/.well-known/security.txt" });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("<title>ClassCharm</title>");
    } finally {
      await close();
    }
  });

  it("has no Canonical or Policy without PUBLIC_URL (no address to name)", async () => {
    const { app, close } = await appWith({
      PUBLIC_URL: "",
      SECURITY_CONTACT: "mailto:it@school.example",
    });
    try {
      const res = await app.inject({ method: "GET", url: "/.well-known/security.txt" });
      expect(res.statusCode).toBe(200);
      expect(fields(res.body).map(([k]) => k)).toEqual([
        "Contact",
        "Expires",
        "Preferred-Languages",
      ]);
    } finally {
      await close();
    }
  });
});

describe("SECURITY_CONTACT", () => {
  const problems = (value: string) => {
    try {
      loadConfig({ SECURITY_CONTACT: value });
    } catch (err) {
      if (err instanceof ConfigError) return err.problems;
      throw err;
    }
    return [];
  };

  it("takes mailto: and https:// addresses, comma-separated; empty is none", () => {
    expect(loadConfig({}).securityContact).toEqual([]);
    expect(loadConfig({ SECURITY_CONTACT: "" }).securityContact).toEqual([]);
    expect(
      loadConfig({ SECURITY_CONTACT: " mailto:a@b.example ,https://b.example/x" }).securityContact,
    ).toEqual(["mailto:a@b.example", "https://b.example/x"]);
  });

  it("refuses anything else at start-up, naming the value", () => {
    for (const bad of [
      "security@school.example",
      "http://school.example",
      "mailto:nobody",
      "tel:+1",
    ]) {
      expect(problems(bad)[0], bad).toMatch(
        /^SECURITY_CONTACT .*must be a mailto: or https:\/\/ address/,
      );
    }
  });
});
