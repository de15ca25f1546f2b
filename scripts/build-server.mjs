// Builds the server once into plain JavaScript: src/server/main.ts and the two
// command-line tools (migrate, backup) become dist/server/*.js, ESM for Node 20, with source maps.
// Packages stay imports of node_modules (only the production dependencies are needed to run it).
// `npm start` runs `node dist/server/main.js`; esbuild is a development tool, used only here.
import { readdirSync } from "node:fs";
import { build } from "esbuild";

/** The app's languages, one per catalogue (src/server/languages.ts): written into the bundle. */
const languages = readdirSync(new URL("../src/locales", import.meta.url))
  .filter((name) => name.endsWith(".po"))
  .map((name) => name.slice(0, -".po".length))
  .sort();

export const SERVER_ENTRIES = {
  main: "src/server/main.ts",
  "migrate-cli": "src/server/db/migrate-cli.ts",
  "backup-cli": "src/server/db/backup-cli.ts",
};

export async function buildServer(outdir = "dist/server") {
  await build({
    entryPoints: SERVER_ENTRIES,
    outdir,
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20.19",
    sourcemap: true,
    logLevel: "warning",
    legalComments: "none",
    define: { __APP_LANGUAGES__: JSON.stringify(languages) },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildServer(process.argv[2]);
}
