import { classesOnServer, createClassViaApi } from "../support/app-helpers";
import { expect, test } from "../support/fixtures";

/**
 * The inline class form holds one class at a time. Pressing another card's Edit, Create Class
 * or a card's Open while it holds typed input used to drop that input without a word: now the
 * teacher is asked first, and Keep Editing keeps every character.
 */

test("Edit, Create Class and Open ask before dropping what the class form holds", async ({
  page,
  teacher: _,
}) => {
  await createClassViaApi(page, "Period 1");
  await page.goto("/classes");
  const period1 = page.getByRole("article", { name: "Period 1" });
  const ask = page.getByRole("alertdialog", { name: "Discard unsaved changes?" });

  // A form nothing was typed in is left without a question.
  await page.getByRole("button", { name: "Create Class" }).click();
  await period1.getByRole("button", { name: "Edit Period 1" }).click();
  await expect(page.getByRole("form", { name: "Edit Class" })).toBeVisible();
  await expect(ask).toBeHidden();
  await page.getByRole("button", { name: "Cancel" }).click();
  // Nor is one whose typing was cancelled: Cancel is the teacher's own choice to drop it.
  await page.getByRole("button", { name: "Create Class" }).click();
  await page.getByLabel("Class Name").fill("Dropped on purpose");
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Create Class" }).click();
  await period1.getByRole("button", { name: "Edit Period 1" }).click();
  await expect(page.getByRole("form", { name: "Edit Class" })).toBeVisible();
  await expect(ask).toBeHidden();
  await page.getByRole("button", { name: "Cancel" }).click();

  // Typed text: Edit asks, Keep Editing (or Escape) keeps it.
  await page.getByRole("button", { name: "Create Class" }).click();
  const create = page.getByRole("form", { name: "Create New Class" });
  await create.getByLabel("Class Name").fill("Period 5 Art");
  await create.getByLabel("Description").fill("Clay week");
  await period1.getByRole("button", { name: "Edit Period 1" }).click();
  await expect(ask).toContainText("What you typed in the class form will be lost.");
  await ask.getByRole("button", { name: "Keep Editing" }).click();
  await expect(ask).toBeHidden();
  await expect(create.getByLabel("Class Name")).toHaveValue("Period 5 Art");
  await expect(create.getByLabel("Description")).toHaveValue("Clay week");
  // Back where the teacher was typing.
  await expect(create.getByLabel("Class Name")).toBeFocused();

  // From the keyboard: Escape keeps editing too.
  await period1.getByRole("button", { name: "Edit Period 1" }).focus();
  await page.keyboard.press("Enter");
  await expect(ask).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(ask).toBeHidden();
  await expect(create.getByLabel("Class Name")).toHaveValue("Period 5 Art");
  await expect(create.getByLabel("Class Name")).toBeFocused();

  // Open (the whole card) asks as well: the class is not opened while the teacher keeps editing.
  await period1.getByRole("button", { name: "Open Period 1" }).click();
  await ask.getByRole("button", { name: "Keep Editing" }).click();
  await expect(page).toHaveURL(/\/classes$/);
  await expect(create.getByLabel("Class Name")).toHaveValue("Period 5 Art");

  // Discard Changes switches to the card's class, its name ready to type in.
  await period1.getByRole("button", { name: "Edit Period 1" }).click();
  await ask.getByRole("button", { name: "Discard Changes" }).click();
  const edit = page.getByRole("form", { name: "Edit Class" });
  await expect(edit.getByLabel("Class Name")).toHaveValue("Period 1");
  await expect(edit.getByLabel("Class Name")).toBeFocused();

  // An edit with changes: Create Class asks before dropping them.
  await edit.getByLabel("Class Name").fill("Period 1 Maths");
  await page.getByRole("button", { name: "Create Class" }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Keep Editing" }).click();
  await expect(edit.getByLabel("Class Name")).toHaveValue("Period 1 Maths");
  expect((await classesOnServer(page)).map((c) => c.name)).toEqual(["Period 1"]);

  // Open, then Discard Changes: the class opens, and its Students heading has the focus.
  await period1.getByRole("button", { name: "Open Period 1" }).click();
  await ask.getByRole("button", { name: "Discard Changes" }).click();
  await expect(page).toHaveURL(/\/students$/);
  await expect(page.getByText("0 students in this class")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
});
