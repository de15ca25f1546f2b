// Runs one of the built server's programs with plain `node`, building what is out
// of date first: `main` (the server, for `npm start`), `migrate-cli`, `backup-cli`. Arguments
// are passed on; so are SIGINT and SIGTERM, for a graceful shutdown.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { buildClientIfNeeded, buildServerIfNeeded, SERVER_DIR } from "./build-if-needed.mjs";

export async function runServer(entry, args = [], env = {}) {
  if (entry === "main") buildClientIfNeeded();
  await buildServerIfNeeded();
  const child = spawn(
    process.execPath,
    ["--enable-source-maps", join(SERVER_DIR, `${entry}.js`), ...args],
    { stdio: "inherit", env: { ...env, ...process.env } },
  );
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [entry = "main", ...args] = process.argv.slice(2);
  await runServer(entry, args);
}
