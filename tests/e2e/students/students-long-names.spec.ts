import type { Locator } from "@playwright/test";
import { createClassViaApi, createStudentViaApi, sidewaysOverflow } from "../support/app-helpers";
import { rollDialog } from "../support/attendance-helpers";
import { expect, test } from "../support/fixtures";
import { openStudents } from "../support/roster-helpers";

/** How far a dialog's content scrolls sideways (0 means it fits). */
const overflowOf = (dialog: Locator) => dialog.evaluate((el) => el.scrollWidth - el.clientWidth);

/** A name of 100 letters without a space (the longest a class or student name may be). */
const LONG = "Supercalifragilistic".repeat(5);

test("a class and a student with 100-letter names fit a phone: no sideways scroll @phone", async ({
  page,
  teacher: _,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const room = await createClassViaApi(page, LONG);
  await createStudentViaApi(page, room.id, LONG);
  await createStudentViaApi(page, room.id, "Ann");
  await openStudents(page, room.id);
  await expect(page.getByRole("heading", { name: LONG, level: 2 })).toBeVisible();
  await expect(page.getByText("2 students in this class")).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);

  await page.getByRole("button", { name: /Who's here today/ }).click();
  await expect(rollDialog(page)).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await overflowOf(rollDialog(page))).toBe(0);
  await page.keyboard.press("Escape");

  // The confirmation names the student and the class: its buttons stay in view.
  await page.getByRole("button", { name: `Delete ${LONG}` }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete ${LONG}?` });
  await expect(confirm.getByRole("button", { name: "Delete Student" })).toBeInViewport();
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeInViewport();
  expect(await overflowOf(confirm)).toBe(0);
});

test("two long names that differ only at their end are told apart in the roll on a phone @phone", async ({
  page,
  teacher: _,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const room = await createClassViaApi(page, "Period 5");
  const names = [
    "Alexandria Konstantinopoulou-Papadimitriou",
    "Alexandria Konstantinopoulou-Papadakis",
  ];
  for (const name of names) await createStudentViaApi(page, room.id, name);
  await openStudents(page, room.id);
  await page.getByRole("button", { name: /Who's here today/ }).click();
  for (const name of names) {
    const toggle = rollDialog(page).getByRole("button", { name: `${name}, here`, exact: true });
    const shown = toggle.getByText(name, { exact: true });
    await expect(shown).toBeVisible();
    // The whole name is drawn: none of it is cut off behind an ellipsis.
    expect(await shown.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  }
  expect(await overflowOf(rollDialog(page))).toBe(0);
});
