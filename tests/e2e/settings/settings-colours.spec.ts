import type { Page } from "@playwright/test";
import { createClassViaApi, expectFitsAllWidths } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test, toasts } from "../support/fixtures";
import { card, importViaApi, openStudents } from "../support/roster-helpers";

/** Option colours in Settings (docs/decisions/0044-option-colours.md). */
const attribute = (page: Page, name: string) =>
  page.getByRole("main").getByRole("region", { name, exact: true });
const chip = (page: Page, student: string, label: string) =>
  card(page, student)
    .locator("dd > span")
    .filter({ hasText: new RegExp(`^${label}$`) });

test.describe("colours of the colour options", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a swatch chosen for Purple stays when it is renamed Blue; a new Orange is orange", async ({
    page,
    teacher: _,
  }) => {
    const room = await createClassViaApi(page, "Colour Class");
    await importViaApi(page, room.id, [
      { name: "Dee", number: 1, color: "Purple", element: "Fire", shape: "Square" },
    ]);
    await page.goto("/settings");
    const color = attribute(page, "Color");
    await color.getByRole("button", { name: "Edit Color" }).click();

    const swatch = color.getByRole("button", { name: "Colour of Purple: by name" });
    await swatch.click();
    await expect(swatch).toHaveAttribute("aria-expanded", "true");
    const picker = color.getByRole("group", { name: "Colour of Purple" });
    // The checked swatch (its colour by name) has the focus; arrows move between swatches.
    await expect(picker.getByRole("radio", { name: /^By name/ })).toBeFocused();
    await expect(picker.getByRole("radio", { name: /^By name/ })).toBeChecked();
    await expectNoAxeViolations(page);
    await expectFitsAllWidths(page, () => expect(picker).toBeVisible());
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.keyboard.press("ArrowRight");
    await expect(picker.getByRole("radio", { name: "Red" })).toBeChecked();
    await picker.getByTitle("Navy").click();
    await expect(picker.getByRole("radio", { name: "Navy" })).toBeChecked();
    await page.keyboard.press("Escape");
    await expect(picker).toHaveCount(0);
    await expect(color.getByRole("button", { name: "Colour of Purple: Navy" })).toBeFocused();

    await color.getByRole("textbox", { name: "Option 4" }).fill("Blue");
    await color.getByRole("button", { name: "Add Option" }).click();
    await color.getByRole("textbox", { name: "Option 5" }).fill("Orange");
    await expect(color.getByRole("button", { name: "Colour of Blue: Navy" })).toBeVisible();
    await color.getByRole("button", { name: "Save" }).click();
    await expect(toasts(page)).toContainText("Settings saved successfully");

    await importViaApi(page, room.id, [
      { name: "Oli", number: 2, color: "Orange", element: "Water", shape: "Circle" },
    ]);
    await openStudents(page, room.id);
    // Navy (#1e3a8a) with white text; the new Orange takes the orange of its name, black text.
    await expect(chip(page, "Dee", "Blue")).toHaveCSS("background-color", "rgb(30, 58, 138)");
    await expect(chip(page, "Dee", "Blue")).toHaveCSS("color", "rgb(255, 255, 255)");
    await expect(chip(page, "Oli", "Orange")).toHaveCSS("background-color", "rgb(234, 88, 12)");
    await expect(chip(page, "Oli", "Orange")).toHaveCSS("color", "rgb(0, 0, 0)");

    // The attribute reference prints the same swatches.
    await page.goto("/print/reference");
    const options = page.getByRole("list", { name: "Color options" });
    await expect(options.getByText("Blue", { exact: true }).locator("..")).toHaveCSS(
      "background-color",
      "rgb(30, 58, 138)",
    );
  });

  test("a renamed option with no swatch chosen takes the colour of its new name", async ({
    page,
    teacher: _,
  }) => {
    const room = await createClassViaApi(page, "Rename Class");
    await importViaApi(page, room.id, [
      { name: "Ivy", number: 1, color: "Purple", element: "Fire", shape: "Square" },
    ]);
    await page.goto("/settings");
    const color = attribute(page, "Color");
    await color.getByRole("button", { name: "Edit Color" }).click();
    await color.getByRole("textbox", { name: "Option 4" }).fill("Blue");
    await color.getByRole("button", { name: "Save" }).click();
    await expect(toasts(page)).toContainText("Settings saved successfully");
    await openStudents(page, room.id);
    await expect(chip(page, "Ivy", "Blue")).toHaveCSS("background-color", "rgb(37, 99, 235)");
  });
});
