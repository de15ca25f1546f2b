import { createClassViaApi, createStudentViaApi } from "../support/app-helpers";
import { expect, test } from "../support/fixtures";
import { openStudents } from "../support/roster-helpers";

/**
 * Offline the signed-in app is read-only (docs/product.md#offline, decision 0004). My Classes disabled its changes,
 * but the Students tab kept every one: a teacher could fill in Add Student and be left on
 * "Saving..." until the network came back (or send the change much later, after cancelling).
 */
test("offline, the Students tab's changes are disabled with the reason, and come back online", async ({
  page,
  context,
  teacher: _,
}) => {
  const room = await createClassViaApi(page, "Offline class");
  await createStudentViaApi(page, room.id, "Ann");
  await openStudents(page, room.id);
  await expect(page.getByText("1 student in this class")).toBeVisible();
  const changes = [
    page.getByRole("button", { name: "Add Student" }),
    page.getByRole("button", { name: "Paste Names" }),
    page.getByRole("button", { name: "Import CSV" }),
    page.getByRole("button", { name: "Shuffle Categories" }),
    page.getByRole("button", { name: "Edit Ann" }),
    page.getByRole("button", { name: "Delete Ann" }),
  ];
  // Open Add Student first: going offline with it open leaves its save unavailable too.
  await changes[0]?.click();
  const dialog = page.getByRole("dialog", { name: "Add New Student" });
  await dialog.getByLabel("Student Name").fill("Bob");

  await context.setOffline(true);
  await expect(page.getByText("Offline: changes are paused")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Add Student" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  for (const button of changes) await expect(button).toBeDisabled();
  await expect(page.getByText("Not available while offline")).toBeVisible();

  await context.setOffline(false);
  for (const button of changes) await expect(button).toBeEnabled();

  // The same for an import dialog left open when the network goes.
  await page.getByRole("button", { name: "Paste Names" }).click();
  const paste = page.getByRole("dialog", { name: "Paste Student Names" });
  await paste.getByLabel("Names or spreadsheet rows").fill("Cy");
  const importButton = paste.getByRole("button", { name: "Import 1 Student" });
  await expect(importButton).toBeEnabled();
  await context.setOffline(true);
  await expect(importButton).toBeDisabled();
  await context.setOffline(false);
  await expect(importButton).toBeEnabled();
  await expect(page.getByText("Not available while offline")).toHaveCount(0);
});
