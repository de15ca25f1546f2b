import type { Page } from "@playwright/test";
import { createClassViaApi, createStudentViaApi } from "../support/app-helpers";
import { openTab } from "../support/demo-helpers";
import { expect, test, toasts } from "../support/fixtures";
import { SAME_ORIGIN } from "../support/same-origin";

/**
 * What the teacher typed in a form is never dropped without asking: another tab, Back, closing
 * the student dialog (but for its Cancel) and a reload first ask "Discard unsaved changes?". And
 * a class or a setting that could not be saved says why, as the Students screen does.
 */

const ask = (page: Page) => page.getByRole("alertdialog", { name: "Discard unsaved changes?" });

/** The browser's own question before a reload or closing: asked, and answered "stay". */
async function expectBeforeUnload(page: Page) {
  const asked = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe("beforeunload");
  await dialog.dismiss();
  expect(page.isClosed()).toBe(false);
}

test("an edited student form asks before closing or Back drops it; Cancel drops it", async ({
  page,
  teacher: _,
}) => {
  const room = await createClassViaApi(page, "Period 1");
  await createStudentViaApi(page, room.id, "Ann");
  await page.goto("/classes");
  await page.getByRole("button", { name: "Open Period 1" }).click();
  await expect(page).toHaveURL(/\/students$/);
  await expect(page.getByText("1 student in this class")).toBeVisible();

  // Nothing typed: Escape closes at once.
  await page.getByRole("button", { name: "Add Student" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Student" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(ask(page)).toBeHidden();

  await page.getByRole("button", { name: "Add Student" }).click();
  await dialog.getByLabel("Student Name").fill("Nia Okafor");
  // Escape and Close ask; Keep Editing keeps every character.
  await page.keyboard.press("Escape");
  await expect(ask(page)).toContainText("What you typed in the student form will be lost.");
  await ask(page).getByRole("button", { name: "Keep Editing" }).click();
  await expect(dialog.getByLabel("Student Name")).toHaveValue("Nia Okafor");
  await dialog.getByRole("button", { name: "Close" }).click();
  await ask(page).getByRole("button", { name: "Keep Editing" }).click();
  await expect(dialog.getByLabel("Student Name")).toHaveValue("Nia Okafor");

  // Back to My Classes (the tab bar is behind the dialog) asks too.
  await page.goBack();
  await expect(ask(page)).toBeVisible();
  await ask(page).getByRole("button", { name: "Keep Editing" }).click();
  await expect(page).toHaveURL(/\/students$/);
  await expect(dialog.getByLabel("Student Name")).toHaveValue("Nia Okafor");
  await expectBeforeUnload(page);

  // Discard Changes leaves for the tab.
  await page.goBack();
  await ask(page).getByRole("button", { name: "Discard Changes" }).click();
  await expect(page).toHaveURL(/\/classes$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Period 1" })).toBeVisible();

  // An edit changed, then Cancel: the teacher's own choice, no question.
  await openTab(page, "Students");
  await page.getByRole("button", { name: "Edit Ann" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Student" });
  await edit.getByLabel("Student Name").fill("Anna");
  await edit.getByRole("button", { name: "Cancel" }).click();
  await expect(edit).toBeHidden();
  await expect(ask(page)).toBeHidden();
  // An edit changed, then closed by Discard Changes: the student is unchanged.
  await page.getByRole("button", { name: "Edit Ann" }).click();
  await edit.getByLabel("Student Name").fill("Anna");
  await page.keyboard.press("Escape");
  await ask(page).getByRole("button", { name: "Discard Changes" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole("button", { name: "Edit Ann" })).toBeVisible();
});

test("an edited class form asks before another tab drops it", async ({ page, teacher: _ }) => {
  await createClassViaApi(page, "Period 1");
  await page.goto("/classes");
  await page.getByRole("button", { name: "Edit Period 1" }).click();
  const form = page.getByRole("form", { name: "Edit Class" });
  // Unchanged: another tab is just another tab.
  await openTab(page, "Groups");
  await expect(page).toHaveURL(/\/groups$/);
  await expect(ask(page)).toBeHidden();

  await openTab(page, "My Classes");
  await page.getByRole("button", { name: "Edit Period 1" }).click();
  await form.getByLabel("Class Name").fill("Period 1 Maths");
  await openTab(page, "Groups");
  await expect(ask(page)).toContainText("What you typed in the class form will be lost.");
  await ask(page).getByRole("button", { name: "Keep Editing" }).click();
  await expect(page).toHaveURL(/\/classes$/);
  await expect(form.getByLabel("Class Name")).toHaveValue("Period 1 Maths");
  await expectBeforeUnload(page);

  await openTab(page, "Groups");
  await ask(page).getByRole("button", { name: "Discard Changes" }).click();
  await expect(page).toHaveURL(/\/groups$/);
  await openTab(page, "My Classes");
  await expect(page.getByRole("heading", { name: "Period 1", exact: true })).toBeVisible();
  await expect(form).toBeHidden();
});

test("an edited attribute asks before another tab drops it", async ({ page, teacher: _ }) => {
  await page.goto("/settings");
  const color = page.getByRole("main").getByRole("region", { name: "Color", exact: true });
  await color.getByRole("button", { name: "Edit Color" }).click();
  await color.getByRole("textbox", { name: "Option 1" }).fill("Crimson");
  await openTab(page, "Students");
  await expect(ask(page)).toContainText("What you changed in Color will be lost.");
  await ask(page).getByRole("button", { name: "Keep Editing" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(color.getByRole("textbox", { name: "Option 1" })).toHaveValue("Crimson");
  await expectBeforeUnload(page);

  // Back to what it was: nothing to lose, the tab changes without a question.
  await color.getByRole("textbox", { name: "Option 1" }).fill("Red");
  await openTab(page, "Students");
  await expect(page).toHaveURL(/\/students$/);
  await expect(ask(page)).toBeHidden();

  await openTab(page, "Settings");
  await color.getByRole("button", { name: "Edit Color" }).click();
  await color.getByLabel("Display name").fill("House");
  await openTab(page, "Students");
  await ask(page).getByRole("button", { name: "Discard Changes" }).click();
  await expect(page).toHaveURL(/\/students$/);
  await openTab(page, "Settings");
  await expect(color.getByRole("heading", { name: "Color" })).toBeVisible();
});

test("a class save or delete that fails says why: the server's reason, or no connection", async ({
  page,
  teacher: _,
}) => {
  const room = await createClassViaApi(page, "Period 1");
  await createClassViaApi(page, "Period 2");
  await page.goto("/classes");
  const toast = toasts(page);

  // No answer at all: the form keeps the input, and the toast says the server was not reached.
  await page.route(/\/api\/classes(\/[^/]+)?$/, (route) =>
    route.request().method() === "GET" ? route.continue() : route.abort("internetdisconnected"),
  );
  await page.getByRole("button", { name: "Create Class" }).click();
  await page.getByLabel("Class Name").fill("Period 3");
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(toast).toContainText("Failed to save class");
  await expect(toast).toContainText("The server could not be reached. Check your connection.");
  await expect(page.getByLabel("Class Name")).toHaveValue("Period 3");
  await page.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("button", { name: "Delete Period 2" }).click();
  await page
    .getByRole("alertdialog", { name: "Delete this class and all its students?" })
    .getByRole("button", { name: "Delete Class" })
    .click();
  await expect(toast).toContainText("Failed to delete class");
  await expect(toast).toContainText("The server could not be reached. Check your connection.");
  await page.unrouteAll();

  // Refused: the class was deleted on another device meanwhile; the server's words are shown.
  await page.getByRole("button", { name: "Edit Period 1" }).click();
  await page.getByLabel("Class Name").fill("Period 1 Maths");
  const gone = await page.request.delete(`/api/classes/${room.id}`, { headers: SAME_ORIGIN });
  expect(gone.status()).toBe(204);
  await page.getByRole("button", { name: "Update" }).click();
  await expect(toast).toContainText("Failed to save class");
  await expect(toast).toContainText("Class not found");
});

test("a setting that could not be saved says why", async ({ page, teacher: _ }) => {
  await page.goto("/settings");
  const color = page.getByRole("main").getByRole("region", { name: "Color", exact: true });
  await color.getByRole("button", { name: "Edit Color" }).click();
  await color.getByLabel("Display name").fill("House");
  await page.route(/\/api\/teacher-settings/, (route) =>
    route.request().method() === "GET" ? route.continue() : route.abort("internetdisconnected"),
  );
  await color.getByRole("button", { name: "Save" }).click();
  await expect(toasts(page)).toContainText("Failed to save settings");
  await expect(toasts(page)).toContainText(
    "The server could not be reached. Check your connection.",
  );
  await expect(color.getByLabel("Display name")).toHaveValue("House");
  await page.unrouteAll();
});
