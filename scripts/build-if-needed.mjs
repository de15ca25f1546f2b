// Builds what `npm start` runs when it is missing or older than its sources: the browser app
// (vite build -> dist/client) and the server (esbuild -> dist/server, plain JavaScript run by
// `node`). Both builders are development tools: where they are not installed (`npm ci
// --omit=dev` after `npm run build`), a current dist/ is used as it is.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

if (existsSync(".env")) process.loadEnvFile(".env");
const clientDir = process.env.CLIENT_DIR || "dist/client";
export const SERVER_DIR = "dist/server";

const CLIENT_SOURCES = [
  "index.html",
  "vite.config.ts",
  "src/client",
  "src/domain",
  "src/locales",
  "public",
];
const SERVER_SOURCES = ["src/server", "src/domain", "src/locales", "scripts/build-server.mjs"];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (max, name) => Math.max(max, newest(join(path, name))),
    stat.mtimeMs,
  );
}

/**
 * Whether `output` is missing or older than any of `sources`. (Not the lockfile: `npm prune` and
 * `npm ci` rewrite it, which would send a pruned production install back to the build tools it
 * no longer has. After changing dependencies, `npm run build`.)
 */
export function isStale(output, sources) {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  return built === 0 || built < Math.max(...sources.map(newest));
}

function cannotBuild(what, output) {
  if (existsSync(output)) {
    console.warn(
      `${what}: sources are newer than ${output}, but its build tools are not installed; running the existing build.`,
    );
    return false;
  }
  console.error(
    `${what} is not built (${output} is missing) and its build tools are not installed.\n` +
      "Run `npm install` (with development dependencies) and `npm run build` first.",
  );
  process.exit(1);
}

export function buildClientIfNeeded({ force = false } = {}) {
  const output = join(clientDir, "index.html");
  if (!force && !isStale(output, CLIENT_SOURCES)) return false;
  const vite = "node_modules/vite/bin/vite.js";
  // Vite may remain as another package's dependency; its plugins are ours, development only.
  if (!existsSync(vite) || !existsSync("node_modules/@tailwindcss/vite")) {
    return cannotBuild("The browser app", output);
  }
  console.log(
    existsSync(output)
      ? "Sources changed: rebuilding the browser app..."
      : "Building the browser app...",
  );
  const result = spawnSync(
    process.execPath,
    [vite, "build", "--logLevel", "warn", "--outDir", clientDir],
    { stdio: "inherit" },
  );
  if (result.status !== 0) {
    console.error("The browser app did not build (see above).");
    process.exit(result.status ?? 1);
  }
  return true;
}

export async function buildServerIfNeeded({ force = false } = {}) {
  const output = join(SERVER_DIR, "main.js");
  if (!force && !isStale(output, SERVER_SOURCES)) return false;
  if (!existsSync("node_modules/esbuild")) return cannotBuild("The server", output);
  console.log(
    existsSync(output) ? "Sources changed: rebuilding the server..." : "Building the server...",
  );
  const { buildServer } = await import("./build-server.mjs");
  await buildServer(SERVER_DIR);
  return true;
}

/** Both, as `npm start` needs them. */
export async function buildIfNeeded({ force = false } = {}) {
  buildClientIfNeeded({ force });
  await buildServerIfNeeded({ force });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildIfNeeded({ force: process.argv.includes("--force") });
}
