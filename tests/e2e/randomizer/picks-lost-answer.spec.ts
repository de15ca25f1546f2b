import type { Page } from "@playwright/test";
import { classWithStudents, historyOnServer, openWheel } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test, toasts } from "../support/fixtures";

/**
 * A pick is recorded once, and a pick that is not recorded says so. A spin's winners are sent
 * with an Idempotency-Key: when the server recorded them but the page heard a network error, the
 * page sends them again with the same key and the server answers the first answer. A pick whose
 * every attempt failed is said plainly to be not recorded, with Retry (the same key).
 */

const DRAWS = /\/api\/selection-history\/draws$/;
const spinButton = (page: Page) => page.getByRole("button", { name: "Spin", exact: true });

async function spin(page: Page): Promise<void> {
  await spinButton(page).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("winner")).toBeVisible({ timeout: 8_000 });
}

test("a pick whose answer is lost is recorded once, and no failure is reported", async ({
  page,
  teacher: _,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const { room } = await classWithStudents(page, "Lost pick", ["Ann", "Ben", "Cy"]);
  await openWheel(page, room.id, "Lost pick");
  const keys: (string | null)[] = [];
  let lose = true;
  await page.route(DRAWS, async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? null);
    if (!lose) return route.fallback();
    lose = false;
    // The server records the pick; the browser hears a reset connection.
    await route.fetch();
    return route.abort("connectionreset");
  });
  await spin(page);
  await expect(toasts(page).getByText("Pick recorded")).toBeVisible();
  expect(await historyOnServer(page, room.id)).toHaveLength(1);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  await expect(page.getByText(/not recorded|Failed to record/)).toHaveCount(0);
  await expect(page.getByTestId("pick-not-recorded")).toHaveCount(0);
  await expect(
    page.getByRole("list", { name: "Selection History" }).getByRole("listitem"),
  ).toHaveCount(1);

  // The next spin is a new pick, with a new key.
  await expect(spinButton(page)).not.toHaveAttribute("aria-disabled", "true", { timeout: 4_000 });
  await spin(page);
  await expect.poll(async () => (await historyOnServer(page, room.id)).length).toBe(2);
  expect(keys).toHaveLength(3);
  expect(keys[2]).not.toBe(keys[0]);
});

test("a pick whose requests all fail says it was not recorded, and Retry records it once", async ({
  page,
  teacher: _,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const { room } = await classWithStudents(page, "Failed pick", ["Ann", "Ben", "Cy"]);
  await openWheel(page, room.id, "Failed pick");
  const keys: (string | null)[] = [];
  let fail = true;
  await page.route(DRAWS, async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? null);
    return fail ? route.abort("internetdisconnected") : route.fallback();
  });
  await spin(page);
  const said = page.getByTestId("pick-not-recorded");
  await expect(said).toContainText(
    /^(Ann|Ben|Cy) was not recorded in the Selection History\. Check the connection, then press Retry\./,
    { timeout: 10_000 },
  );
  await expect(toasts(page).getByText("Pick not recorded")).toBeVisible();
  // Sent four times (retried with a growing wait), always with the same key.
  expect(keys).toHaveLength(4);
  expect(new Set(keys).size).toBe(1);
  expect(await historyOnServer(page, room.id)).toHaveLength(0);
  await expect(page.getByText("Pick recorded")).toHaveCount(0);
  await expectNoAxeViolations(page);

  fail = false;
  await said.getByRole("button", { name: "Retry" }).click();
  await expect(toasts(page).getByText("Pick recorded")).toBeVisible();
  await expect(said).toHaveCount(0);
  expect(keys).toHaveLength(5);
  expect(keys[4]).toBe(keys[0]);
  const history = await historyOnServer(page, room.id);
  expect(history).toHaveLength(1);
  await expect(
    page.getByRole("list", { name: "Selection History" }).getByRole("listitem"),
  ).toHaveCount(1);
});
