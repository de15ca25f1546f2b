import type { Page } from "@playwright/test";
import { classWithStudents, historyOnServer, openWheel } from "../support/app-helpers";
import { expect, test, toasts } from "../support/fixtures";

/**
 * After an Undo the result card and the status region no longer say the student was selected:
 * the card is back to "Press Spin to pick at random." and the status announces the undo. It read
 * "SELECTED Ann" and "Selected: Ann" after the toast's Undo, with only the toast saying otherwise.
 */

const spinButton = (page: Page) => page.getByRole("button", { name: "Spin", exact: true });
const wheelStatus = (page: Page) =>
  page.getByRole("region", { name: /Spinning Wheel/ }).getByRole("status");

test.describe("the result after an Undo", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  for (const how of ["the toast's Undo", "Undo this pick"] as const) {
    test(`${how} clears the result card and announces the undo`, async ({ page, teacher: _ }) => {
      const { room } = await classWithStudents(page, "Undo card", ["Ann"]);
      await openWheel(page, room.id, "Undo card");
      await spinButton(page).click();
      await expect(page.getByTestId("winner")).toContainText("Ann");
      await expect(wheelStatus(page)).toHaveText("Selected: Ann");
      await expect.poll(async () => (await historyOnServer(page, room.id)).length).toBe(1);

      if (how === "Undo this pick") await page.getByRole("button", { name: how }).click();
      else await toasts(page).getByRole("button", { name: "Undo" }).click();
      await expect(toasts(page)).toContainText("Pick undone");
      await expect(page.getByTestId("winner")).toHaveCount(0);
      await expect(page.getByText("Press Spin to pick at random.")).toBeVisible();
      await expect(wheelStatus(page)).toHaveText("Pick undone: Ann");
      expect(await historyOnServer(page, room.id)).toEqual([]);

      // The wheel spins again, and the new pick is announced.
      await expect(spinButton(page)).not.toHaveAttribute("aria-disabled", "true");
      await spinButton(page).click();
      await expect(wheelStatus(page)).toHaveText("Selected: Ann");
      await expect(page.getByTestId("winner")).toContainText("Ann");
    });
  }
});
