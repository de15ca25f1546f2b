import { createClassViaApi, createStudentViaApi } from "../support/app-helpers";
import { expect, test, toasts } from "../support/fixtures";
import { card, openStudents, studentsOnServer } from "../support/roster-helpers";
import { SAME_ORIGIN } from "../support/same-origin";

/**
 * A delete that fails says why, as the other failures of the Students screen do: the server's
 * own words, or that the server could not be reached. The toast's title stays as written (docs/product.md#messages).
 */

async function deleteFromCard(page: import("@playwright/test").Page, name: string) {
  await card(page, name)
    .getByRole("button", { name: `Delete ${name}` })
    .click();
  await page
    .getByRole("alertdialog", { name: `Delete ${name}?` })
    .getByRole("button", { name: "Delete Student" })
    .click();
}

test("a student delete that fails says why: the server's reason, or no connection", async ({
  page,
  teacher: _,
}) => {
  const room = await createClassViaApi(page, "Period 2");
  await createStudentViaApi(page, room.id, "Ann");
  const ben = await createStudentViaApi(page, room.id, "Ben");
  await openStudents(page, room.id);

  // No answer at all (the server is unreachable): nothing was deleted, and the toast says so.
  // The roster read again after it fails too, and the roster stays on screen all the same.
  await page.route(/\/api\/students\/[^/]+$/, (route) => route.abort("internetdisconnected"));
  const reread = page.waitForEvent(
    "requestfailed",
    (r) => r.method() === "GET" && new URL(r.url()).pathname === `/api/students/${room.id}`,
  );
  await deleteFromCard(page, "Ann");
  const toast = toasts(page);
  await expect(toast).toContainText("Failed to delete student");
  await expect(toast).toContainText("The server could not be reached. Check your connection.");
  await reread;
  // Two frames after the failed read: React has drawn whatever it changed.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await expect(page.getByText("The students could not be loaded.")).toHaveCount(0);
  await expect(card(page, "Ann")).toBeVisible();
  await page.unrouteAll();

  // Ben was deleted on another device meanwhile: the server's reason is shown.
  const gone = await page.request.delete(`/api/students/${ben.id}`, { headers: SAME_ORIGIN });
  expect(gone.status()).toBe(204);
  await deleteFromCard(page, "Ben");
  await expect(toast).toContainText("Failed to delete student");
  await expect(toast).toContainText("Student not found");
  // The roster is read again: Ben, gone from the server, leaves the screen too.
  await expect(card(page, "Ben")).toHaveCount(0);
  await expect(page.getByText("1 student in this class")).toBeVisible();
  expect((await studentsOnServer(page, room.id)).map((s) => s.name)).toEqual(["Ann"]);
});

test("saving a student deleted elsewhere says so, and the card leaves the roster", async ({
  page,
  teacher: _,
}) => {
  const room = await createClassViaApi(page, "Period 4");
  await createStudentViaApi(page, room.id, "Ann");
  const ben = await createStudentViaApi(page, room.id, "Ben");
  await openStudents(page, room.id);
  await card(page, "Ben").getByRole("button", { name: "Edit Ben" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Student" });
  await dialog.getByLabel("Student Name").fill("Benjamin");
  const gone = await page.request.delete(`/api/students/${ben.id}`, { headers: SAME_ORIGIN });
  expect(gone.status()).toBe(204);
  await dialog.getByRole("button", { name: "Update Student" }).click();
  await expect(toasts(page)).toContainText("Failed to update student");
  await expect(toasts(page)).toContainText("Student not found");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(card(page, "Ben")).toHaveCount(0);
  await expect(page.getByText("1 student in this class")).toBeVisible();
});
