import type { Locator } from "@playwright/test";
import type { FixtureClass } from "../../support/oneroster-fixtures";
import { expect, test } from "../support/fixtures";
import {
  classCheckbox,
  exportZip,
  rosterDialog,
  rosterFileInput,
} from "../support/oneroster-helpers";

/** A title of 100 letters without a space, and a class code that is a GUID, as some SIS give. */
const TITLE = "Supercalifragilistic".repeat(5);
const CLASSES: FixtureClass[] = [
  {
    id: "class-1",
    title: TITLE,
    code: "3f2b8c1e-9d4a-4e7b-8a61-0c5d2e9f7b13",
    students: [
      { id: "s1", given: "Ann", family: "Lee" },
      { id: "s2", given: "Bo", family: "Nguyen" },
    ],
  },
];

const sideways = (dialog: Locator) => dialog.evaluate((el) => el.scrollWidth - el.clientWidth);

test("a roster class with a long unbroken title and a GUID code fits a phone, picked and reviewed @phone", async ({
  page,
  teacher: _,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/classes");
  await page.getByRole("button", { name: "Import from OneRoster" }).first().click();
  const dialog = rosterDialog(page);
  await rosterFileInput(dialog).setInputFiles(exportZip("1.2", CLASSES, "export.zip"));
  await expect(classCheckbox(dialog, TITLE)).toBeVisible();
  expect(await sideways(dialog)).toBe(0);

  await classCheckbox(dialog, TITLE).check();
  await dialog.getByRole("button", { name: "Review Import" }).click();
  await expect(dialog.getByRole("heading", { name: "Review the Import" })).toBeVisible();
  expect(await sideways(dialog)).toBe(0);
});
