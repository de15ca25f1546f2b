import { readdirSync } from "node:fs";
import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

// A language is its catalogue: every `src/locales/<code>.po` is one the app offers (README,
// "Adding a language"). English is the source: its catalogue holds the English messages as
// written in the code.
const locales = readdirSync(new URL("./src/locales", import.meta.url))
  .filter((name) => name.endsWith(".po"))
  .map((name) => name.slice(0, -".po".length))
  .sort();

export default defineConfig({
  sourceLocale: "en",
  locales,
  // A message missing from a catalogue fails the catalogue test; in the running app it falls
  // back to English rather than showing an id.
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      // The catalogue test extracts into a copy (LINGUI_CATALOGUES) and compares it with these.
      path: `${process.env.LINGUI_CATALOGUES ?? "<rootDir>/src/locales"}/{locale}`,
      include: ["<rootDir>/src"],
      exclude: ["**/node_modules/**", "<rootDir>/src/locales/**"],
    },
  ],
  format: formatter({ lineNumbers: false, origins: true }),
  orderBy: "message",
});
