// Builds the browser app (vite build -> dist/client) when it is missing or older than its sources.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

if (existsSync(".env")) process.loadEnvFile(".env");
const outDir = process.env.CLIENT_DIR || "dist/client";
const output = join(outDir, "index.html");
const sources = [
  "index.html",
  "vite.config.ts",
  "src/client",
  "src/domain",
  "public",
  "package-lock.json",
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (max, name) => Math.max(max, newest(join(path, name))),
    stat.mtimeMs,
  );
}

export function buildIfNeeded({ force = false } = {}) {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changed = Math.max(...sources.map(newest));
  if (!force && built > 0 && built >= changed) return false;
  console.log(
    built ? "Sources changed: rebuilding the browser app..." : "Building the browser app...",
  );
  const result = spawnSync(
    process.execPath,
    ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn", "--outDir", outDir],
    {
      stdio: "inherit",
    },
  );
  if (result.status !== 0) {
    console.error("The browser app did not build (see above).");
    process.exit(result.status ?? 1);
  }
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`)
  buildIfNeeded({ force: process.argv.includes("--force") });
