import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";

const attribute = (page: Page, name: string) =>
  page.getByRole("main").getByRole("region", { name, exact: true });

/**
 * Edit on an attribute card replaces the card's buttons with the form: the keyboard focus was
 * left on the page's body (the Edit button it sat on was gone), so a keyboard or screen reader
 * user had to find the form from the top of the page, and Escape did nothing.
 */
test("Edit on an attribute card puts the focus in its form, and Escape gives it back to Edit", async ({
  page,
  teacher: _,
}) => {
  await page.goto("/settings");
  const color = attribute(page, "Color");
  const edit = color.getByRole("button", { name: "Edit Color" });
  await edit.focus();
  await page.keyboard.press("Enter");
  await expect(color.getByLabel("Display name")).toBeFocused();
  await page.keyboard.type(" of team");
  await page.keyboard.press("Escape");
  await expect(color.getByLabel("Display name")).toHaveCount(0);
  await expect(edit).toBeFocused();
  // Cancelled: nothing was saved.
  await expect(attribute(page, "Color").getByRole("heading", { name: "Color" })).toBeVisible();
});
