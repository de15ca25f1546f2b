import { classesOnServer, createClassViaApi } from "../support/app-helpers";
import { expect, test, toasts } from "../support/fixtures";

/**
 * A confirmation closes on the first click of its button. A double-click's second click used to
 * land on whatever was under the button once the dialog had gone: on My Classes, another class's
 * card, which opened that class on the Students screen.
 */
test("a double-click on Delete Class in the confirmation deletes the class and opens nothing", async ({
  page,
  teacher: _,
}) => {
  for (const name of ["A1", "B2", "C3", "E4"]) await createClassViaApi(page, name);
  await page.goto("/classes");
  await page.getByRole("button", { name: "Delete A1" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Class" }).dblclick();
  await expect(toasts(page)).toContainText("Class deleted");
  await expect(page.getByRole("article")).toHaveCount(3);
  await expect(page).toHaveURL(/\/classes$/);
  await expect(page.getByRole("heading", { name: "My Classes", level: 1 })).toBeVisible();
  expect((await classesOnServer(page)).map((c) => c.name)).toEqual(["B2", "C3", "E4"]);
  // The next click is a click again.
  await page.getByRole("button", { name: "Open B2" }).click();
  await expect(page).toHaveURL(/\/students$/);
});
