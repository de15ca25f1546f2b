import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#src/server/app";
import { SESSION_COOKIE } from "#src/server/auth/cookie-names";
import { acceptedLanguages, LANGUAGE_COOKIE, landingLanguage } from "#src/server/landing";
import { publicBaseFor } from "#src/server/landing-copies";
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

describe("the alternate pages, for search engines", () => {
  const PUBLIC_URL = "https://classcharm.example.org";
  // As the prerender writes them (landing-document.tsx): paths, English's also x-default.
  const relative = (language: string) =>
    [
      `<!doctype html><html lang="${language}"><head>`,
      '<link rel="alternate" hreflang="en" href="/" />',
      '<link rel="alternate" hreflang="ar" href="/ar/" />',
      '<link rel="alternate" hreflang="es" href="/es/" />',
      '<link rel="alternate" hreflang="x-default" href="/" />',
      `<link rel="stylesheet" href="/landing.css" /></head><body><a href="/es/">Español</a></body>`,
    ].join("\n");
  let site: Awaited<ReturnType<typeof buildApp>>;
  let dropSite: () => Promise<void>;
  beforeAll(async () => {
    const dir = tempDir("classcharm-client-");
    writeFileSync(join(dir, "index.html"), APP_HTML);
    writeFileSync(join(dir, "landing.html"), relative("en"));
    mkdirSync(join(dir, "ar"));
    writeFileSync(join(dir, "ar", "landing.html"), relative("ar"));
    const fresh = await freshDatabase();
    dropSite = fresh.drop;
    site = await buildApp({
      config: testConfig({ DATABASE_URL: fresh.url, PUBLIC_URL: `${PUBLIC_URL}/` }),
      database: fresh.database,
      clientDir: dir,
      logger: false,
    });
  });
  afterAll(async () => {
    await site.close();
    await dropSite();
  });

  const alternates = (html: string) =>
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(
      ([, language, href]) => [language, href],
    );
  const ABSOLUTE = [
    ["en", `${PUBLIC_URL}/`],
    ["ar", `${PUBLIC_URL}/ar/`],
    ["es", `${PUBLIC_URL}/es/`],
    ["x-default", `${PUBLIC_URL}/`],
  ];

  it("name each language's page by its whole address on the public URL, and x-default", async () => {
    for (const url of ["/", "/ar/", "/?signed-out"]) {
      const res = await call(site, "GET", url, {});
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(alternates(res.body), url).toEqual(ABSOLUTE);
      // Only the alternates: the page's own links stay as they are.
      expect(res.body).toContain('<a href="/es/">Español</a>');
      expect(res.body).toContain('href="/landing.css"');
    }
    expect((await call(site, "GET", "/ar/", {})).body).toContain('<html lang="ar">');
  });

  it("are the same in every encoding, and a copy the browser has is not sent again", async () => {
    const br = await call(site, "GET", "/", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(alternates(brotliDecompressSync(br.rawPayload).toString())).toEqual(ABSOLUTE);
    const gz = await call(site, "GET", "/", { headers: { "accept-encoding": "br;q=0, gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(alternates(gunzipSync(gz.rawPayload).toString())).toEqual(ABSOLUTE);
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gz.headers["cache-control"]).toBe("no-cache");
    const etag = String(gz.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(etag).not.toBe(br.headers.etag);
    const again = await call(site, "GET", "/", {
      headers: { "accept-encoding": "gzip", "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const other = await call(site, "GET", "/ar/", {
      headers: { "accept-encoding": "gzip", "if-none-match": etag },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe("the public address the alternates are written on", () => {
  it("is PUBLIC_URL when set, whatever address the request came to", () => {
    const site = {
      publicUrl: "https://classcharm.example.org",
      origins: { configured: "https://classcharm.example.org", hosts: [] },
    };
    expect(publicBaseFor(site, "192.168.1.20:3000")).toBe("https://classcharm.example.org");
    expect(publicBaseFor(site, undefined)).toBe("https://classcharm.example.org");
  });

  it("without it, the address the server answers on that the request came to, else localhost", () => {
    const site = {
      publicUrl: "http://localhost:3000",
      origins: { configured: null, hosts: ["localhost:3000", "192.168.1.20:3000"] },
    };
    expect(publicBaseFor(site, "192.168.1.20:3000")).toBe("http://192.168.1.20:3000");
    expect(publicBaseFor(site, "LOCALHOST:3000")).toBe("http://localhost:3000");
    // A Host header the server does not answer to is never written into the page.
    expect(publicBaseFor(site, "evil.example:3000")).toBe("http://localhost:3000");
    expect(publicBaseFor(site, undefined)).toBe("http://localhost:3000");
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
