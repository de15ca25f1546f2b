import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#src/server/app";
import { SESSION_COOKIE } from "#src/server/auth/cookie-names";
import { acceptedLanguages, LANGUAGE_COOKIE, landingLanguage } from "#src/server/landing";
import { call, freshDatabase, testConfig } from "../support/harness";
import { tempDir } from "../support/temp-dirs";

/** The landing page in each language (docs/product.md#languages). */

const APP_HTML = "<!doctype html><title>app</title>";
const page = (language: string, notice = "") =>
  `<!doctype html><html lang="${language}"><title>${language}${notice}</title>`;

function clientDir(): string {
  const dir = tempDir("classcharm-client-");
  writeFileSync(join(dir, "index.html"), APP_HTML);
  writeFileSync(join(dir, "landing.html"), page("en"));
  writeFileSync(join(dir, "landing-signed-out.html"), page("en", " signed out"));
  for (const code of ["es", "ar"]) {
    mkdirSync(join(dir, code));
    writeFileSync(join(dir, code, "landing.html"), page(code));
    writeFileSync(join(dir, code, "landing-signed-out.html"), page(code, " signed out"));
  }
  return dir;
}

let app: Awaited<ReturnType<typeof buildApp>>;
let drop: () => Promise<void>;
beforeAll(async () => {
  const fresh = await freshDatabase();
  app = await buildApp({
    config: testConfig({ DATABASE_URL: fresh.url }),
    database: fresh.database,
    clientDir: clientDir(),
    logger: false,
  });
  drop = fresh.drop;
});
afterAll(async () => {
  await app.close();
  await drop();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  call(app, "GET", url, { headers });

describe("the landing page in each language", () => {
  it("has its own address per language, which remembers the choice", async () => {
    for (const [url, language] of [
      ["/es/", "es"],
      ["/ar/", "ar"],
      ["/ar", "ar"],
    ] as const) {
      const res = await get(url, { "accept-language": "en-US" });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(page(language));
      expect(res.headers["content-language"]).toBe(language);
      expect(res.headers["set-cookie"]).toBe(
        `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`,
      );
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
    expect((await get("/es/?signed-out")).body).toBe(page("es", " signed out"));
  });

  it("answers / in English, or in the browser's language on a first visit", async () => {
    const english = await get("/");
    expect(english.body).toBe(page("en"));
    expect(english.headers.vary).toMatch(/accept-language/i);
    expect(english.headers["set-cookie"]).toBeUndefined();
    expect((await get("/", { "accept-language": "es-MX,es;q=0.9,en;q=0.8" })).body).toBe(
      page("es"),
    );
    expect((await get("/?signed-out", { "accept-language": "ar-EG" })).body).toBe(
      page("ar", " signed out"),
    );
    expect((await get("/", { "accept-language": "fr-FR, de" })).body).toBe(page("en"));
  });

  it("a chosen language wins over the browser's: the cookie, and English by its link", async () => {
    const cookie = `${LANGUAGE_COOKIE}=ar`;
    expect((await get("/", { cookie, "accept-language": "es" })).body).toBe(page("ar"));
    const chosen = await get("/?lang=en", { cookie, "accept-language": "es" });
    expect(chosen.body).toBe(page("en"));
    expect(chosen.headers["set-cookie"]).toMatch(new RegExp(`^${LANGUAGE_COOKIE}=en;`));
    const kept = await get("/", { cookie: `${LANGUAGE_COOKIE}=en`, "accept-language": "ar" });
    expect(kept.body).toBe(page("en"));
    // A cookie or an address the app does not speak is not a choice.
    expect((await get("/", { cookie: `${LANGUAGE_COOKIE}=xx` })).body).toBe(page("en"));
    expect((await get("/fr/")).body).toBe(APP_HTML);
    expect((await get("/en/")).body).toBe(APP_HTML);
  });

  it("leaves / to the app for a session; a language's own address stays the landing page", async () => {
    const cookie = `${SESSION_COOKIE}=stale.signature`;
    expect((await get("/", { cookie, "accept-language": "es" })).body).toBe(APP_HTML);
    expect((await get("/es/", { cookie })).body).toBe(page("es"));
  });
});

describe("Accept-Language", () => {
  it("is read most wanted first, q=0 and * left out", () => {
    expect(acceptedLanguages("fr;q=0.5, ar-EG, es;q=0.9, *;q=0.1, de;q=0")).toEqual([
      "ar-EG",
      "es",
      "fr",
    ]);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages("")).toEqual([]);
  });

  it("picks the first language the app speaks, by base language", () => {
    const languages = ["ar", "en", "es"];
    const pick = (acceptLanguage: string) =>
      landingLanguage({ url: "/", cookie: undefined, acceptLanguage }, languages).language;
    expect(pick("pt-BR, es-AR;q=0.8")).toBe("es");
    expect(pick("ar-SA")).toBe("ar");
    expect(pick("ja")).toBe("en");
  });
});
