import type { Page } from "@playwright/test";
import { createClassViaApi } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import { card, importViaApi, openStudents, studentsOnServer } from "../support/roster-helpers";

/** First names and last initials only (docs/product.md#last-initials, decision 0057). */
const pasteDialog = (page: Page) => page.getByRole("dialog", { name: "Paste Student Names" });
const initialsBox = (page: Page) =>
  pasteDialog(page).getByRole("checkbox", { name: "First names and last initials only" });

test("pasted names with the option arrive as Maya P., two Mayas apart; the choice is remembered", async ({
  page,
  teacher: _,
}) => {
  const room = await createClassViaApi(page, "Initials");
  await importViaApi(page, room.id, [{ name: "Sam P." }]);
  await openStudents(page, room.id);
  await page.getByRole("button", { name: "Paste Names" }).click();
  const dialog = pasteDialog(page);
  await expect(initialsBox(page)).not.toBeChecked();
  await dialog
    .getByLabel("Names or spreadsheet rows")
    .fill("Maya Patel\nMaya Perez\n  Sam Park  \nAli\nليلى حداد");
  await expect(dialog.getByRole("cell", { name: "Maya Patel" })).toBeVisible();

  await initialsBox(page).check();
  for (const name of ["Maya Pa.", "Maya Pe.", "Sam Pa.", "Ali", "ليلى ح"]) {
    await expect(dialog.getByRole("cell", { name, exact: true })).toBeVisible();
  }
  await expect(dialog.getByRole("cell", { name: "Maya Patel" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await dialog.getByRole("button", { name: "Import 5 Students" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("6 students in this class")).toBeVisible();
  for (const name of ["Maya Pa.", "Maya Pe.", "Sam Pa.", "Sam P."]) {
    await expect(card(page, name)).toBeVisible();
  }
  const saved = (await studentsOnServer(page, room.id)).map((s) => s.name);
  expect(saved.sort()).toEqual(["Ali", "Maya Pa.", "Maya Pe.", "Sam P.", "Sam Pa.", "ليلى ح"]);

  // The next import starts ticked: the choice is the teacher's until changed.
  await page.getByRole("button", { name: "Paste Names" }).click();
  await expect(initialsBox(page)).toBeChecked();
  await expectNoAxeViolations(page);
});
