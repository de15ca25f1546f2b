import type { Page } from "@playwright/test";
import { createClassViaApi } from "../support/app-helpers";
import { expect, test } from "../support/fixtures";
import { importViaApi } from "../support/roster-helpers";
import { SAME_ORIGIN } from "../support/same-origin";

/**
 * Back from a print view, the keyboard focus is on the control that opened it (as a dialog
 * gives it back), not on the page's body where the next Tab started at the top of the page
 * (decision 0027). When that control is gone, the tab's heading takes it.
 */

const printView = (page: Page) => page.getByRole("button", { name: "Back" });

/** Presses Enter on the focused control and comes back with the print view's Back, by keyboard. */
async function printAndBack(page: Page, control: ReturnType<Page["getByRole"]>) {
  await control.focus();
  await page.keyboard.press("Enter");
  await expect(printView(page)).toBeVisible();
  await printView(page).focus();
  await page.keyboard.press("Enter");
  await expect(printView(page)).toBeHidden();
}

test("back from each print view, by keyboard, the focus is on the control that opened it", async ({
  page,
  teacher: _,
}) => {
  const room = await createClassViaApi(page, "Room 12");
  await importViaApi(
    page,
    room.id,
    ["Ann", "Ben", "Cy", "Dee"].map((name) => ({ name })),
  );
  const ids = (await (await page.request.get(`/api/students/${room.id}`)).json()) as {
    id: string;
  }[];
  const saved = await page.request.post(`/api/classes/${room.id}/groupings`, {
    headers: SAME_ORIGIN,
    data: { name: "Monday", method: "random", groups: [ids.map((s) => s.id)] },
  });
  expect(saved.status()).toBe(201);

  await page.goto("/groups");
  await page.getByLabel("Class", { exact: true }).selectOption(room.id);
  await page.getByRole("button", { name: "Generate Groups" }).click();
  const printGroups = page.getByRole("button", { name: "Print Groups" });
  await printAndBack(page, printGroups);
  await expect(printGroups).toBeFocused();

  const printSaved = page.getByRole("button", { name: "Print Monday" });
  await printAndBack(page, printSaved);
  await expect(printSaved).toBeFocused();
  // The browser's Back returns the same way.
  await printSaved.focus();
  await page.keyboard.press("Enter");
  await expect(printView(page)).toBeVisible();
  await page.goBack();
  await expect(printSaved).toBeFocused();

  await page.getByRole("link", { name: "Students" }).first().click();
  const printList = page.getByRole("link", { name: "Print List" });
  await printAndBack(page, printList);
  await expect(printList).toBeFocused();

  await page.getByRole("link", { name: "Settings" }).first().click();
  const printReference = page.getByRole("link", { name: "Print Reference" });
  await printAndBack(page, printReference);
  await expect(printReference).toBeFocused();
});

test("back from a saved grouping that Show all revealed, the tab's heading has the focus (its Print is hidden again)", async ({
  page,
  teacher: _,
}) => {
  const room = await createClassViaApi(page, "Room 13");
  await importViaApi(
    page,
    room.id,
    ["Ann", "Ben"].map((name) => ({ name })),
  );
  const ids = (await (await page.request.get(`/api/students/${room.id}`)).json()) as {
    id: string;
  }[];
  for (let n = 1; n <= 11; n++) {
    const res = await page.request.post(`/api/classes/${room.id}/groupings`, {
      headers: SAME_ORIGIN,
      data: { name: `Lesson ${n}`, method: "random", groups: [ids.map((s) => s.id)] },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto("/groups");
  await page.getByLabel("Class", { exact: true }).selectOption(room.id);
  await page.getByRole("button", { name: "Show all (11)" }).click();
  await printAndBack(page, page.getByRole("button", { name: "Print Lesson 1", exact: true }));
  await expect(page.getByRole("button", { name: "Show all (11)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Groups", level: 1 })).toBeFocused();
});
