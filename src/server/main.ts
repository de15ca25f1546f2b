import { buildApp } from "./app";
import { ConfigError, loadConfig, loadDotEnv } from "./env";
import { startRetention } from "./features/retention/schedule";
import { createMailer } from "./mailer";
import { appUrls } from "./security/app-origins";

/** Starts the server: config check, migrations, listen, graceful shutdown on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    loadDotEnv();
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`ClassCharm cannot start.\n${err.message}\nSee .env.example and the README.`);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp({ config });
  // The daily retention job (docs/decisions/0055); it stops before the database closes.
  const mailer = createMailer(config.smtpUrl, config.mailFrom, app.log);
  const retention = startRetention(app.ctx, mailer, app.log);
  app.addHook("onClose", () => retention.stop());
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      app.log.error("in-flight requests did not finish within 10 s; exiting");
      process.exit(1);
    }, 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  await app.listen({ port: config.port, host: config.host });
  const urls = appUrls(config.origins);
  app.log.info(`ClassCharm is ready at ${urls.join(", ")}`);
  if (config.origins.configured === null) {
    app.log.info("Opening it by another name? Set PUBLIC_URL to that address (see the README).");
  }
}

main().catch((err) => {
  console.error("ClassCharm failed to start:", err);
  process.exit(1);
});
