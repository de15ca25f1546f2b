import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#src/server/app";
import { tabOfAddress } from "#src/server/client-paths";
import { call, freshDatabase, signUp, testConfig } from "../support/harness";
import { tempDir } from "../support/temp-dirs";

/** A tab's address is answered with the page that preloads that tab's files. */
const APP_HTML = "<!doctype html><title>app</title>";
const page = (tab: string) => `<!doctype html><title>app</title><!-- ${tab} -->`;
const PAGES = ["home", "classes", "students"];

describe("tabOfAddress", () => {
  it("reads an address as the app's router does", () => {
    expect(tabOfAddress("/")).toBe("home");
    expect(tabOfAddress("/home")).toBe("home");
    expect(tabOfAddress("/Students/")).toBe("students");
    expect(tabOfAddress("/randomizer")).toBe("randomizer");
    expect(tabOfAddress("/dashboard")).toBe("classes");
    expect(tabOfAddress("/dashboard/groups")).toBe("groups");
    expect(tabOfAddress("/dashboard/home")).toBe("classes");
    expect(tabOfAddress("/dashboard/nope")).toBe("classes");
    for (const other of [
      "/auth",
      "/privacy",
      "/print/reference",
      "/students/x",
      "/dashboard/a/b",
      "/substitute",
    ]) {
      expect(tabOfAddress(other)).toBeNull();
    }
  });
});

describe("the tab pages", () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let drop: () => Promise<void>;
  let cookie: string;
  beforeAll(async () => {
    const dir = tempDir("classcharm-client-");
    writeFileSync(join(dir, "index.html"), APP_HTML);
    mkdirSync(join(dir, "tabs"));
    for (const tab of PAGES) writeFileSync(join(dir, "tabs", `${tab}.html`), page(tab));
    const fresh = await freshDatabase();
    drop = fresh.drop;
    app = await buildApp({
      config: testConfig({ DATABASE_URL: fresh.url }),
      database: fresh.database,
      clientDir: dir,
      logger: false,
    });
    cookie = (await signUp(app)).cookie;
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it("a teacher's tab address gets that tab's page, never cached, varying by cookie", async () => {
    for (const [url, tab] of [
      ["/", "home"],
      ["/students", "students"],
      ["/Students/?x=1", "students"],
      ["/dashboard", "classes"],
    ] as const) {
      const res = await call(app, "GET", url, { cookie });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(page(tab));
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers.vary).toMatch(/cookie/i);
    }
  });

  it("other addresses, a tab the build has no page for, and visitors get index.html", async () => {
    for (const url of ["/auth", "/privacy", "/groups", "/dashboard/groups", "/substitute"]) {
      expect((await call(app, "GET", url, { cookie })).body, url).toBe(APP_HTML);
    }
    // Signed out, a tab address runs the demo: no teacher's tab to preload.
    expect((await call(app, "GET", "/students")).body).toBe(APP_HTML);
    // A substitute's link opens the app's page, with no account (docs/decisions/0059-substitute-links.md).
    const substitute = await call(app, "GET", "/substitute");
    expect(substitute.statusCode).toBe(200);
    expect(substitute.body).toBe(APP_HTML);
  });
});
