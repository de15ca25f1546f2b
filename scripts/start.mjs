// `npm start`: builds the browser app if needed, then runs the server (SQLite under ./data by
// default). Signals are passed on so Ctrl+C and SIGTERM shut the server down gracefully.
import { spawn } from "node:child_process";
import { buildIfNeeded } from "./build-if-needed.mjs";

buildIfNeeded();
const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
