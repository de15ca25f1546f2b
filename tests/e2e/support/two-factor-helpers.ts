import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { totpCode } from "../../support/totp";
import { expect, PASSWORD } from "./fixtures";

export { totpCode };

/** Signs in with the password on /auth (the page then asks the code when two-factor is on). */
export async function signInWithPassword(page: Page, email: string): Promise<void> {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** Ends every session of the teacher (as Sign Out does), keeping the browser's other cookies. */
export async function signOut(request: APIRequestContext, origin: string): Promise<void> {
  const res = await request.post("/api/auth/sign-out", { data: {}, headers: { origin } });
  expect(res.status()).toBe(200);
}

/** Two-factor on through the API: the authenticator's key and the ten backup codes. */
export async function turnOnByApi(request: APIRequestContext, origin: string) {
  const enabled = await request.post("/api/auth/two-factor/enable", {
    data: { password: PASSWORD },
    headers: { origin },
  });
  expect(enabled.status(), await enabled.text()).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as {
    totpURI: string;
    backupCodes: string[];
  };
  const confirmed = await request.post("/api/auth/two-factor/verify-totp", {
    data: { code: totpCode(totpURI) },
    headers: { origin },
  });
  expect(confirmed.status()).toBe(200);
  return { totpURI, backupCodes };
}

/** Nothing on the page is wider than the window (no sideways scroll). */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
    dialogs: [...document.querySelectorAll<HTMLElement>("[role=dialog]")].map(
      (d) => d.scrollWidth - d.clientWidth,
    ),
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
  for (const overflow of widths.dialogs) expect(overflow).toBeLessThanOrEqual(0);
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

/**
 * A second server from the run's own build (playwright.config.ts builds it once) with
 * REQUIRE_TWO_FACTOR=true, on its own port and database: the setting is read at start-up, so
 * it needs a process of its own. Started in about a second; `stop` ends it and removes its data.
 */
export async function startRequiringServer(): Promise<{ baseURL: string; stop(): Promise<void> }> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "classcharm-e2e-2fa-"));
  const serverDir = join(".tmp", `e2e-server-${process.env.E2E_PORT}`);
  const child = spawn(process.execPath, [join(serverDir, "main.js")], {
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      CLIENT_DIR: join(process.env.E2E_DATA_DIR ?? "", "client"),
      DATABASE_URL: `file:${join(dataDir, "e2e.db")}`,
      AUTH_RATE_LIMIT: "off",
      LOG_LEVEL: "warn",
      REQUIRE_TWO_FACTOR: "true",
    },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { baseURL, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error("the server with REQUIRE_TWO_FACTOR did not start");
}
