/**
 * The fake Google (fake-google.ts) as a process of its own, for the e2e run (playwright.config.ts
 * starts it beside the app): the Classroom API and the control API on E2E_GOOGLE_PORT, the OAuth
 * side on E2E_GOOGLE_OAUTH_PORT, both on 127.0.0.1. Each teacher's Google account is the one
 * their address names (login_hint), so tests running side by side don't meet.
 */
import { startFakeGoogle } from "./fake-google";

const fake = await startFakeGoogle({
  apiPort: Number(process.env.E2E_GOOGLE_PORT),
  oauthPort: Number(process.env.E2E_GOOGLE_OAUTH_PORT),
  control: true,
});
const stop = () => {
  void fake.stop().finally(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
