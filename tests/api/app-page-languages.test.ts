import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#src/server/app";
import { appPageFile } from "#src/server/app-pages";
import { call, freshDatabase, signUp, testConfig } from "../support/harness";
import { tempDir } from "../support/temp-dirs";

/**
 * The app's pages in the device's language (docs/product.md#languages): the first paint is
 * already written its way, with its skeleton's words, before any script runs.
 */

/** A page as the build writes it: the language, its direction and the skeleton's words. */
const WORDS: Record<string, { dir: string; loading: string; students: string }> = {
  en: { dir: "ltr", loading: "Loading ClassCharm...", students: "Students" },
  es: { dir: "ltr", loading: "Cargando ClassCharm...", students: "Estudiantes" },
  ar: { dir: "rtl", loading: "جارٍ تحميل ClassCharm...", students: "الطلاب" },
};
const page = (language: string, tab?: "students") => {
  const words = WORDS[language] ?? { dir: "ltr", loading: "", students: "" };
  const heading = tab ? `<p>${words.students}</p>` : "";
  return `<!doctype html><html lang="${language}" dir="${words.dir}"><div id="root"><p role="status">${words.loading}</p>${heading}</div>`;
};

let app: Awaited<ReturnType<typeof buildApp>>;
let drop: () => Promise<void>;
let session: string;
beforeAll(async () => {
  const dir = tempDir("classcharm-client-");
  for (const language of ["en", "es", "ar"]) {
    mkdirSync(join(dir, language === "en" ? "tabs" : join(language, "tabs")), { recursive: true });
    writeFileSync(join(dir, appPageFile(language)), page(language));
    // Spanish has no page for the Students tab in this build.
    if (language !== "es") {
      writeFileSync(join(dir, appPageFile(language, "students")), page(language, "students"));
    }
  }
  writeFileSync(join(dir, "landing.html"), "<!doctype html><title>landing</title>");
  const fresh = await freshDatabase();
  drop = fresh.drop;
  app = await buildApp({
    config: testConfig({ DATABASE_URL: fresh.url }),
    database: fresh.database,
    clientDir: dir,
    logger: false,
  });
  session = (await signUp(app)).cookie;
});
afterAll(async () => {
  await app.close();
  await drop();
});

const get = (url: string, cookie: string, language?: string) =>
  call(app, "GET", url, {
    cookie,
    headers: language ? { "accept-language": language } : {},
  });

describe("the app's pages in the device's language", () => {
  it("an Arabic device (its cookie, else its browser) gets the page in Arabic, right to left", async () => {
    for (const [cookie, acceptLanguage] of [
      [`${session}; classcharm-language=ar`, undefined],
      [`${session}; classcharm-language=ar`, "en-US,en;q=0.9"],
      [session, "ar-EG,ar;q=0.9,en;q=0.5"],
    ] as const) {
      const res = await get("/students", cookie, acceptLanguage);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="ar" dir="rtl">');
      expect(res.body).toContain("جارٍ تحميل ClassCharm...");
      expect(res.body).toContain("<p>الطلاب</p>");
      expect(res.headers["content-language"]).toBe("ar");
      expect(res.headers["cache-control"]).toBe("no-cache");
      // The same address answers in another language to another device: caches must tell.
      expect(res.headers.vary).toMatch(/\bcookie\b/i);
      expect(res.headers.vary).toMatch(/\baccept-language\b/i);
      expect(res.headers.vary).toMatch(/\baccept-encoding\b/i);
    }
  });

  it("any other device gets English, left to right", async () => {
    for (const [cookie, acceptLanguage] of [
      [session, undefined],
      [session, "fr-FR,de;q=0.8"],
      [`${session}; classcharm-language=en`, "ar-EG"],
      [`${session}; classcharm-language=xx`, undefined],
    ] as const) {
      const res = await get("/students", cookie, acceptLanguage);
      expect(res.body, `${cookie} ${acceptLanguage}`).toBe(page("en", "students"));
      expect(res.headers["content-language"]).toBe("en");
      expect(res.headers.vary).toMatch(/\baccept-language\b/i);
    }
  });

  it("the device's choice wins over its browser's languages", async () => {
    const res = await get("/", `${session}; classcharm-language=es`, "ar-EG");
    expect(res.body).toBe(page("es"));
    expect(res.headers["content-language"]).toBe("es");
  });

  it("a tab the language has no page for gets the language's generic page", async () => {
    const res = await get("/students", `${session}; classcharm-language=es`);
    expect(res.body).toBe(page("es"));
    expect(res.headers["content-language"]).toBe("es");
  });

  it("signed out, the app's other addresses answer in the device's language too", async () => {
    for (const url of ["/auth", "/privacy", "/students"]) {
      const res = await get(url, "", "ar");
      expect(res.body, url).toBe(page("ar"));
      expect(res.headers["content-language"]).toBe("ar");
      expect(res.headers.vary).toMatch(/\bcookie\b.*\baccept-language\b/i);
    }
  });
});
