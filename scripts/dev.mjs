// `npm run dev`: the API with auto-restart (tsx watch) on API_PORT (3001) and Vite's dev server
// with hot reload on PORT (3000), which forwards /api to the API. Open http://localhost:3000.
import { spawn } from "node:child_process";

const port = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "3001";
const children = [
  spawn(
    process.execPath,
    ["--import", "tsx", "--import", "./scripts/lingui-node.mjs", "--watch", "src/server/main.ts"],
    {
      stdio: "inherit",
      env: { PUBLIC_URL: `http://localhost:${port}`, ...process.env, PORT: apiPort },
    },
  ),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js", "--port", port, "--strictPort"], {
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));
for (const child of children) {
  child.on("exit", (code) => {
    stop("SIGTERM");
    process.exitCode = code ?? 0;
  });
}
