import { createClassViaApi, createStudentViaApi } from "../support/app-helpers";
import { expect, test, toasts } from "../support/fixtures";
import { openStudents } from "../support/roster-helpers";

/** Where keyboard focus is: inside the page's main region, and not on its body. */
const focusInMain = (page: import("@playwright/test").Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return Boolean(
      active && active !== document.body && document.getElementById("main")?.contains(active),
    );
  });

test("Shuffle Categories keeps the keyboard focus on its button while it runs", async ({
  page,
  teacher: _,
}) => {
  const room = await createClassViaApi(page, "Focus");
  await createStudentViaApi(page, room.id, "Ann");
  await openStudents(page, room.id);
  const shuffle = page.getByRole("button", { name: "Shuffle Categories" });
  await shuffle.focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog", { name: "Shuffle categories?" });
  await confirm.getByRole("button", { name: "Shuffle Categories" }).focus();
  await page.keyboard.press("Enter");
  await expect(toasts(page)).toContainText("Categories Shuffled");
  await expect(shuffle).toBeFocused();
});

test("a student added from the empty class's Add First Student leaves focus in the page", async ({
  page,
  teacher: _,
}) => {
  const room = await createClassViaApi(page, "Empty");
  await openStudents(page, room.id);
  await page.getByRole("button", { name: "Add First Student" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Add New Student" });
  await expect(dialog.getByLabel("Student Name")).toBeFocused();
  await page.keyboard.type("Ann");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByText("1 student in this class")).toBeVisible();
  // The empty state and its button are gone: focus goes to the main region, not the page's body.
  await expect.poll(() => focusInMain(page)).toBe(true);
});

test("in the demo, deleting a student or a class leaves focus on the heading, not the page's body", async ({
  page,
}) => {
  // Signed out: the demo's deletes are done in memory before the confirmation has closed.
  await page.goto("/students");
  await expect(page.getByText("20 students in this class")).toBeVisible();
  await page.getByRole("button", { name: "Delete Ava" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Student" }).click();
  await expect(page.getByText("19 students in this class")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sample Class", level: 2 })).toBeFocused();

  await page.goto("/classes");
  await page.getByRole("button", { name: "Delete Sample Class" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Class" }).click();
  await expect(page.getByRole("heading", { name: "No classes yet" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "My Classes" })).toBeFocused();
});
