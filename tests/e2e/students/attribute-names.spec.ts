import type { Page } from "@playwright/test";
import { createClassViaApi } from "../support/app-helpers";
import { expect, test, toasts } from "../support/fixtures";
import { importViaApi, openStudents } from "../support/roster-helpers";

/**
 * A teacher who renames an attribute in Settings sees their name wherever the product names the
 * four attributes: the Students tab's line under its heading, Shuffle Categories' question and
 * the import dialogs. It said "number, color, element and shape" whatever they were called.
 */

const attribute = (page: Page, name: string) =>
  page.getByRole("main").getByRole("region", { name, exact: true });

test("Color renamed to 'Table colour': the Students tab and its dialogs say table colour", async ({
  page,
  teacher: _,
}) => {
  test.slow();
  const room = await createClassViaApi(page, "Renamed");
  await importViaApi(page, room.id, [{ name: "Ann" }, { name: "Ben" }]);
  await openStudents(page, room.id);
  const intro = page.getByText(/^Add students and give each a /);
  await expect(intro).toHaveText("Add students and give each a number, color, element and shape.");

  await page.goto("/settings");
  const color = attribute(page, "Color");
  await color.getByRole("button", { name: "Edit Color" }).click();
  await color.getByLabel("Display name").fill("Table colour");
  await color.getByRole("button", { name: "Save" }).click();
  await expect(toasts(page)).toContainText("Settings saved successfully");

  // Within the app (the tab link) and after a fresh load alike.
  await page.getByRole("link", { name: "Students", exact: true }).first().click();
  await expect(intro).toHaveText(
    "Add students and give each a number, table colour, element and shape.",
  );
  await openStudents(page, room.id);
  await expect(intro).toHaveText(
    "Add students and give each a number, table colour, element and shape.",
  );

  await page.getByRole("button", { name: "Shuffle Categories" }).click();
  const ask = page.getByRole("alertdialog");
  await expect(ask).toContainText(
    "Every student in Renamed gets a new number, table colour, element and shape, spread evenly.",
  );
  await ask.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("button", { name: "Paste Names" }).click();
  const paste = page.getByRole("dialog");
  await expect(paste).toContainText("Name, Number, Table colour, Element, Shape");
  await expect(paste).toContainText(
    "Ignore any number, table colour, element and shape pasted and assign them evenly",
  );
  await page.keyboard.press("Escape");
  await expect(paste).toBeHidden();

  await page.getByRole("button", { name: "Import CSV" }).click();
  const csv = page.getByRole("dialog");
  await expect(csv).toContainText(
    "Fill empty or unknown number, table colour, element and shape values evenly; off, they stay empty (N/A)",
  );
  await expect(page.getByText(/number, color, element and shape/)).toHaveCount(0);
});
