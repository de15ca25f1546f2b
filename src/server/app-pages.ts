import { existsSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import { tabOfAddress } from "./client-paths";
import { deviceLanguage, hasSessionCookie } from "./landing";
import { APP_LANGUAGES } from "./languages";

const SOURCE_LANGUAGE = "en";

/**
 * The build's file of a language's app page (as src/client/app/shell/language-pages.ts writes
 * it): English's `index.html` and `tabs/<tab>.html`, another language's in its folder.
 */
export function appPageFile(language: string, tab?: string): string {
  const file = tab ? `tabs/${tab}.html` : "index.html";
  return language === SOURCE_LANGUAGE ? file : `${language}/${file}`;
}

/** The `.html` files of a folder of the build, those present at start-up. */
function pagesIn(clientDir: string, folder: string): string[] {
  const dir = resolve(clientDir, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".html"))
    .map((name) => `${folder}/${name}`);
}

/**
 * The single-page app's pages (docs/product.md#languages): for each language the build has, the
 * generic page and each tab's page, which also preloads that tab's files. Each is in its
 * language, written its way (`<html lang dir>`) with the skeleton's words, so the first paint
 * is already the device's language.
 */
export function appPages(clientDir: string, languages = APP_LANGUAGES) {
  const files = new Set(
    languages.flatMap((code) => {
      const folder = code === SOURCE_LANGUAGE ? "" : `${code}/`;
      return [`${folder}index.html`, ...pagesIn(clientDir, `${folder}tabs`)].filter((file) =>
        existsSync(resolve(clientDir, file)),
      );
    }),
  );

  /**
   * The page for a client route, in the device's language (the cookie, else Accept-Language,
   * as the landing page chooses): with a session, a tab's address gets its tab's page. The
   * same address answers differently by cookie and language: caches must tell them apart.
   */
  return function sendAppPage(request: FastifyRequest, reply: FastifyReply, path: string) {
    const language = deviceLanguage(
      { cookie: request.headers.cookie, acceptLanguage: request.headers["accept-language"] },
      languages,
    );
    const tab = hasSessionCookie(request.headers.cookie) ? tabOfAddress(path) : null;
    // The language's own page first: a build without it gets English's.
    const wanted = [language, SOURCE_LANGUAGE].flatMap((code) =>
      tab
        ? [
            { code, file: appPageFile(code, tab) },
            { code, file: appPageFile(code) },
          ]
        : [{ code, file: appPageFile(code) }],
    );
    const page = wanted.find(({ file }) => files.has(file)) ?? {
      code: SOURCE_LANGUAGE,
      file: appPageFile(SOURCE_LANGUAGE),
    };
    reply.header("vary", "cookie, accept-language, accept-encoding");
    reply.header("content-language", page.code);
    return reply.sendFile(page.file, { cacheControl: false });
  };
}
