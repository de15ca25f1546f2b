import { request as playwrightRequest } from "@playwright/test";
import { createClassViaApi, createStudentViaApi } from "../support/app-helpers";
import { expect, test } from "../support/fixtures";
import { openStudents } from "../support/roster-helpers";

// Offline is tested here: the offline shell (service worker) opens `/` with no network.
test.use({ serviceWorkers: "allow" });

/**
 * Sign Out with no network (a school's shaky Wi-Fi, docs/decisions/0029). Before, the page
 * forgot the teacher but the server's session lived on, and its cookie stayed in the browser:
 * once the network was back, the next visit opened the teacher's classes again.
 */
test("Sign Out offline signs out here at once, and ends the server's session once the network is back, after a reload too", async ({
  page,
  context,
  teacher,
  baseURL,
}) => {
  const room = await createClassViaApi(page, "Period 9");
  await createStudentViaApi(page, room.id, "Nia Okafor");
  await openStudents(page, room.id);
  await expect(page.getByText("Nia Okafor").first()).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-offline-ready", "true");
  const oldCookies = await context.cookies();
  const withOldCookie = async () => {
    const other = await playwrightRequest.newContext({
      baseURL,
      storageState: { cookies: oldCookies, origins: [] },
    });
    try {
      return (await other.get("/api/classes")).status();
    } finally {
      await other.dispose();
    }
  };

  await context.setOffline(true);
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/\?signed-out$/);
  const notice = page.getByRole("status").filter({ hasText: "signed out on this device" });
  await expect(notice).toContainText(
    "ClassCharm could not reach its server, so it ends your session there as soon as you are back online.",
  );
  await expect(page.getByTestId("user-email")).toHaveCount(0);
  const stored = () => page.evaluate(() => JSON.stringify({ ...localStorage }));
  for (const text of ["Nia Okafor", "Period 9", teacher.email]) {
    expect(await stored()).not.toContain(text);
  }
  // Nothing could tell the server yet.
  expect(await withOldCookie()).toBe(200);

  // A reload while still offline: still signed out, still saying so.
  await page.reload();
  await expect(notice).toBeVisible();
  await expect(page.getByTestId("user-email")).toHaveCount(0);

  // Back online: the page ends the session on the server, and the old cookie is refused.
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  await expect.poll(withOldCookie).toBe(401);
  expect(await stored()).not.toContain("signOutPending");
  // Signed out for good: the browser's own cookie signs nobody in, and a visit shows no class.
  expect(await (await page.request.get("/api/auth/get-session")).json()).toBeNull();
  await page.goto("/students");
  await expect(page.getByRole("dialog", { name: "Welcome to ClassCharm!" })).toBeVisible();
  await expect(page.getByText("Nia Okafor")).toHaveCount(0);
});

// A network that takes the request and never answers: the button stayed busy, and the roster on
// screen, for as long as the browser waited (minutes).
test.describe("a request that hangs", () => {
  // page.route sees every request only while no service worker controls the page.
  test.use({ serviceWorkers: "block" });

  test("Sign Out whose request hangs signs out here within seconds, and the server's session ends afterwards", async ({
    page,
    context,
    teacher: _,
  }) => {
    const room = await createClassViaApi(page, "Period 10");
    await createStudentViaApi(page, room.id, "Theo Lindqvist");
    await openStudents(page, room.id);
    await expect(page.getByText("Theo Lindqvist").first()).toBeVisible();
    const oldCookies = await context.cookies();
    let held = 0;
    await page.route("**/api/auth/sign-out", async (route) => {
      // The first one hangs (never answered); the page's later one goes through.
      if (held++ === 0) return;
      await route.continue();
    });

    await page.getByRole("button", { name: "Sign Out" }).click();
    // Within seconds (5 s of waiting, then the page), not the minutes a browser waits.
    await expect(page).toHaveURL(/\/\?signed-out$/, { timeout: 20_000 });
    await expect(page.getByText("Theo Lindqvist")).toHaveCount(0);
    // The page loaded at `/` finishes the sign-out on the server with the old cookie.
    await expect.poll(() => held).toBeGreaterThan(1);
    const check = await playwrightRequest.newContext({
      baseURL: new URL(page.url()).origin,
      storageState: { cookies: oldCookies, origins: [] },
    });
    try {
      await expect.poll(async () => (await check.get("/api/classes")).status()).toBe(401);
    } finally {
      await check.dispose();
    }
  });
});
