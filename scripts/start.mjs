// `npm start`: builds the browser app and the server when out of date, then runs the server as
// plain JavaScript (`node dist/server/main.js`, SQLite under ./data by default). Signals are
// passed on so Ctrl+C and SIGTERM shut the server down gracefully.
import { runServer } from "./run-server.mjs";

await runServer("main", [], { NODE_ENV: "production" });
