import type { Page } from "@playwright/test";
import { classWithStudents, openWheel } from "../support/app-helpers";
import { expect, test } from "../support/fixtures";

/**
 * The spin length is the class's (docs/decisions/0042-wheel-fills-the-screen.md): kept on the
 * server across a reload, used by the next spin, skipped with reduced motion.
 */

const spinButton = (page: Page) => page.getByRole("button", { name: "Spin", exact: true });
const length = (page: Page) => page.getByLabel("Spin length");

async function choose(page: Page, classId: string, seconds: string): Promise<void> {
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/wheel-settings/${classId}`) && r.request().method() === "PUT",
  );
  await length(page).selectOption(seconds);
  expect((await saved).ok()).toBe(true);
}

test("a class's spin length survives a reload, and the wheel turns for that long", async ({
  page,
  teacher: _,
}) => {
  test.slow();
  const { room } = await classWithStudents(page, "Timed", ["Ann", "Ben", "Cy"]);
  const other = await classWithStudents(page, "Untimed", ["Dee", "Eve"]);
  await openWheel(page, room.id, "Timed");
  await expect(length(page)).toHaveValue("5");
  await choose(page, room.id, "12");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Timed - Spinning Wheel" })).toBeVisible();
  await expect(length(page)).toHaveValue("12");
  // Another class keeps the usual length.
  await page.getByLabel("Class", { exact: true }).selectOption(other.room.id);
  await expect(length(page)).toHaveValue("5");
  await page.getByLabel("Class", { exact: true }).selectOption(room.id);
  await expect(length(page)).toHaveValue("12");

  // One second: the winner shows well before the usual five.
  await choose(page, room.id, "1");
  const started = Date.now();
  await spinButton(page).click();
  await expect(page.getByTestId("winner")).toBeVisible({ timeout: 3_500 });
  expect(Date.now() - started).toBeLessThan(3_500);
  await expect(spinButton(page)).not.toHaveAttribute("aria-disabled", "true", { timeout: 5_000 });

  // Twenty seconds: still turning after six.
  await choose(page, room.id, "20");
  await spinButton(page).click();
  await page.waitForTimeout(6_000);
  await expect(page.getByTestId("winner")).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Spinning the wheel..." })).toHaveCount(
    1,
  );
});

test("with reduced motion a 20 s spin length still shows the winner at once", async ({
  page,
  teacher: _,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const { room } = await classWithStudents(page, "Calm", ["Ann", "Ben"]);
  await openWheel(page, room.id, "Calm");
  await choose(page, room.id, "20");
  await spinButton(page).click();
  await expect(page.getByTestId("winner")).toBeVisible({ timeout: 2_500 });
});
