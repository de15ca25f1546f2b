import { existsSync } from "node:fs";
import { resolve } from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  hasSessionCookie,
  LANDING_FILE,
  LANDING_NOTICE_FILES,
  LANDING_PATHS,
  landingFileIn,
  landingLanguage,
  languageCookie,
  languageOfPath,
} from "./landing";
import { landingCopies, publicBaseFor } from "./landing-copies";
import { APP_LANGUAGES } from "./languages";
import type { AppOrigins } from "./security/app-origins";

/**
 * The prerendered landing pages a build has (docs/product.md#languages): English's at `/` and
 * `/home`, each other language's at `/<code>/`, each with its copies for the notices, each
 * naming the others by their whole address on the site's public address (`publicBaseFor`).
 * Null when the build has no landing page (the app is served at `/` then).
 */
export function landingPages(
  clientDir: string | null,
  site: { publicUrl: string; origins: AppOrigins },
  languages = APP_LANGUAGES,
) {
  if (clientDir === null || !existsSync(resolve(clientDir, LANDING_FILE))) return null;
  const files = new Set(
    languages
      .flatMap((code) =>
        [LANDING_FILE, ...LANDING_NOTICE_FILES].map((file) =>
          code === "en" ? file : `${code}/${file}`,
        ),
      )
      .filter((file) => existsSync(resolve(clientDir, file))),
  );
  const sendCopy = landingCopies(clientDir);

  /**
   * The page for this request, or null when it is not one of the landing's addresses or the
   * visitor has a session (at `/`: the app decides). A language's own address always gets its
   * page, and remembers the choice; `/` answers in the language chosen before, else in the
   * browser's (a first visit), else in English.
   */
  return function sendLanding(request: FastifyRequest, reply: FastifyReply, path: string) {
    const ownAddress = languageOfPath(path, languages) !== null;
    if (!ownAddress && !LANDING_PATHS.has(path)) return null;
    reply.header("vary", "cookie, accept-language, accept-encoding");
    if (!ownAddress && hasSessionCookie(request.headers.cookie)) return null;
    const choice = landingLanguage(
      {
        url: request.url,
        cookie: request.headers.cookie,
        acceptLanguage: request.headers["accept-language"],
      },
      languages,
    );
    if (choice.chosen) {
      reply.header("set-cookie", languageCookie(choice.language, request.protocol === "https"));
    }
    // After Sign Out or an account deletion, the copy that says so (if the build has it).
    const wanted = landingFileIn(choice.language, request.url);
    const english = landingFileIn("en", request.url);
    const file = files.has(wanted) ? wanted : files.has(english) ? english : LANDING_FILE;
    reply.header("content-language", file === wanted ? choice.language : "en");
    return sendCopy(reply, file, publicBaseFor(site, request.headers.host), {
      acceptEncoding: request.headers["accept-encoding"],
      ifNoneMatch: request.headers["if-none-match"],
    });
  };
}
