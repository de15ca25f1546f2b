import type { Page } from "@playwright/test";
import { classWithStudents, historyOnServer, openWheel } from "../support/app-helpers";
import { expect, test, toasts } from "../support/fixtures";

/**
 * A button that goes away once it has done its work must not drop the keyboard at the top of
 * the page: Undo this pick (the result card), Undo last pick of the only pick, Clear History,
 * and Add (disabled once the text box is empty).
 */

const spinButton = (page: Page) => page.getByRole("button", { name: "Spin", exact: true });
const historyHeading = (page: Page) =>
  page.getByRole("heading", { name: "Selection History", level: 2 });

/** Spins by keyboard (reduced motion: no turning) and waits until the pick is recorded. */
async function spinAndRecord(page: Page, classId: string, picks: number) {
  await spinButton(page).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("winner")).toBeVisible();
  await expect.poll(async () => (await historyOnServer(page, classId)).length).toBe(picks);
  await expect(spinButton(page)).not.toHaveAttribute("aria-disabled", "true");
}

test.describe("focus on the Randomizer", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  test("Undo this pick moves the keyboard on to Spin", async ({ page, teacher: _ }) => {
    const { room } = await classWithStudents(page, "Focus 1", ["Ann", "Ben", "Cy"]);
    await openWheel(page, room.id, "Focus 1");
    await spinAndRecord(page, room.id, 1);
    const undo = page.getByRole("button", { name: "Undo this pick" });
    await undo.focus();
    await page.keyboard.press("Enter");
    await expect(toasts(page)).toContainText("Pick undone");
    await expect(undo).toHaveCount(0);
    await expect(spinButton(page)).toBeFocused();
    expect(await historyOnServer(page, room.id)).toEqual([]);
  });

  test("Undo last pick of the only pick, and Clear History, leave the focus on the history's heading", async ({
    page,
    teacher: _,
  }) => {
    const { room } = await classWithStudents(page, "Focus 2", ["Ann", "Ben", "Cy"]);
    await openWheel(page, room.id, "Focus 2");
    await spinAndRecord(page, room.id, 1);
    const undoLast = page.getByRole("button", { name: "Undo last pick" });
    await undoLast.focus();
    await page.keyboard.press("Enter");
    await expect(undoLast).toHaveCount(0);
    await expect(historyHeading(page)).toBeFocused();

    await spinAndRecord(page, room.id, 1);
    await spinAndRecord(page, room.id, 2);
    const clear = page.getByRole("button", { name: "Clear History" });
    await clear.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("alertdialog").getByRole("button", { name: "Clear History" }).click();
    await expect(toasts(page)).toContainText("Selection history cleared");
    await expect(clear).toBeDisabled();
    await expect(historyHeading(page)).toBeFocused();
  });

  test("Add by keyboard puts the focus back in the text box, ready for the next item", async ({
    page,
    teacher: _,
  }) => {
    const { room } = await classWithStudents(page, "Focus 3", ["Ann", "Ben"]);
    await openWheel(page, room.id, "Focus 3");
    const box = page.getByLabel("Add an item to the wheel");
    await box.fill("Teacher's choice");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Add", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Available Items (3)" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add", exact: true })).toBeDisabled();
    await expect(box).toBeFocused();
    await page.keyboard.type("Free choice");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Available Items (4)" })).toBeVisible();
  });
});
