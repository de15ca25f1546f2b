import type { Browser, Page } from "@playwright/test";
import { countLine } from "../support/demo-helpers";
import { expect, test } from "../support/fixtures";
import { classOfPupils, openStudents } from "../support/roster-helpers";

/**
 * Opening a dialog restyles the dialog, not the page behind it (decision 0025). Radix's modal
 * layers set `pointer-events: none` on <body> and its overlay gave <body> an inherited custom
 * property: Chromium restyled every element of the page as a dialog opened and again as it
 * closed (the largest part of the 200-400 ms a dialog took to open on a slowed-down
 * Chromebook). Counted, not timed: Chromium's trace says how many elements each style
 * recalculation visited.
 */
const SIZE = 60;

/** The most elements one style recalculation visited while `act` ran. */
async function largestRestyle(browser: Browser, page: Page, act: () => Promise<void>) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await browser.startTracing(page, { categories: ["devtools.timeline"] });
  await act();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: { name: string; args?: { elementCount?: number } }[];
  };
  const counts = trace.traceEvents
    .filter((e) => e.name === "UpdateLayoutTree")
    .map((e) => e.args?.elementCount ?? 0);
  expect(counts.length).toBeGreaterThan(0);
  return Math.max(...counts);
}

const elements = (page: Page, selector: string) =>
  page.evaluate((s) => document.querySelectorAll(s).length, selector);

test("opening and closing a dialog restyles the dialog, not the roster behind it", async ({
  page,
  browser,
  teacher: _,
}) => {
  const room = await classOfPupils(page, "Restyle Year", SIZE);
  await openStudents(page, room.id);
  await expect(countLine(page, SIZE)).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit Pupil 12" })).toBeVisible();
  const onPage = await elements(page, "body *");

  const dialog = page.getByRole("dialog", { name: "Add New Student" });
  const opening = await largestRestyle(browser, page, async () => {
    await page.getByRole("button", { name: "Add Student", exact: true }).click();
    await expect(dialog.getByLabel("Student Name")).toBeFocused();
  });
  // At most the dialog (with its controls' inner parts) and a few elements around it: less
  // than a third of the page behind it (restyling the page visits every element of it).
  expect(opening).toBeLessThan(onPage / 3);

  const closing = await largestRestyle(browser, page, async () => {
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Add Student", exact: true })).toBeFocused();
  });
  expect(closing).toBeLessThan(onPage / 3);

  // The confirmation dialog (Radix AlertDialog) alike.
  const confirm = page.getByRole("alertdialog", { name: "Delete Pupil 1?" });
  const asking = await largestRestyle(browser, page, async () => {
    await page.getByRole("button", { name: "Delete Pupil 1", exact: true }).click();
    await expect(confirm).toBeVisible();
  });
  expect(asking).toBeLessThan(onPage / 3);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
});

test("an open dialog holds the page still and a click beside it closes it", async ({
  page,
  teacher: _,
}) => {
  const room = await classOfPupils(page, "Overlay Year", SIZE);
  await page.setViewportSize({ width: 1280, height: 720 });
  await openStudents(page, room.id);
  await expect(countLine(page, SIZE)).toBeVisible();
  const opener = page.getByRole("button", { name: "Add Student", exact: true });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Add New Student" });
  await expect(dialog).toBeVisible();
  // The wheel over the dimmed page does not scroll the roster behind it.
  await page.mouse.move(40, 600);
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // A click beside the dialog lands on the overlay (not on the card under it) and closes it.
  await page.mouse.click(40, 600);
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // The page scrolls again once it is closed.
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
