// `npm run typecheck` (and `npm test`'s first step): every TypeScript program, side by side on
// the machine's cores (decision 0016):
// - tsconfig.client.json: the browser app and the domain, with the DOM and without Node, so a
//   `node:` import or `process` in client code fails;
// - tsconfig.node.json: the server and the domain, with Node and without the DOM;
// - tsconfig.json: everything, tests, benches and configs included (what editors use).
// Incremental: each program keeps its last result in .tmp/tsc/, so a second run only checks
// what changed. Prints each program's errors and time; fails when any program fails.
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { pathToFileURL } from "node:url";

/** The largest program first, so it is not the one left running alone at the end. */
export const TSCONFIGS = ["tsconfig.json", "tsconfig.client.json", "tsconfig.node.json"];

const CACHE = ".tmp/tsc";

function check(config) {
  const started = performance.now();
  const name = config.replace(/\.json$/, "");
  const args = ["node_modules/typescript/bin/tsc", "--noEmit", "-p", config, "--pretty"];
  args.push("--incremental", "--tsBuildInfoFile", `${CACHE}/${name}.tsbuildinfo`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      resolve({ config, code: code ?? 1, output, seconds });
    });
  });
}

/** Runs every program, at most one per core at a time; resolves to the exit code. */
export async function typecheck(configs = TSCONFIGS) {
  mkdirSync(CACHE, { recursive: true });
  const started = performance.now();
  const queue = [...configs];
  const results = [];
  const worker = async () => {
    for (let config = queue.shift(); config; config = queue.shift()) {
      const result = await check(config);
      if (result.output.trim()) process.stdout.write(result.output);
      console.log(`${result.code === 0 ? "ok" : "FAILED"}  ${result.config} (${result.seconds} s)`);
      results.push(result);
    }
  };
  const slots = Math.max(1, Math.min(configs.length, availableParallelism()));
  await Promise.all(Array.from({ length: slots }, worker));
  const failed = results.filter((r) => r.code !== 0);
  const total = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `typecheck: ${configs.length - failed.length}/${configs.length} programs ok in ${total} s`,
  );
  return failed.length === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exitCode = await typecheck();
}
