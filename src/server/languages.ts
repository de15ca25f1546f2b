import { readdirSync } from "node:fs";

/**
 * The languages the app speaks: one per message catalogue, `src/locales/<code>.po` (README,
 * "Adding a language"). The built server has the list written in by its build
 * (scripts/build-server.mjs), so it runs without the source folder; run from the source (tests,
 * `npm run dev`), it reads the folder.
 */
declare const __APP_LANGUAGES__: readonly string[] | undefined;

export function languagesIn(folder: URL | string): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith(".po"))
    .map((name) => name.slice(0, -".po".length))
    .sort();
}

export const APP_LANGUAGES: readonly string[] =
  typeof __APP_LANGUAGES__ !== "undefined"
    ? __APP_LANGUAGES__
    : languagesIn(new URL("../locales", import.meta.url));
