import type { Page } from "@playwright/test";
import {
  balancedDefaultViaApi,
  createClassViaApi,
  expectFitsAllWidths,
} from "../support/app-helpers";
import { expect, expectNoAxeViolations, test, toasts } from "../support/fixtures";
import { card, importViaApi, openStudents, studentsOnServer } from "../support/roster-helpers";

const attribute = (page: Page, name: string) =>
  page.getByRole("main").getByRole("region", { name, exact: true });

async function classWith(page: Page, rows: Parameters<typeof importViaApi>[2]) {
  const room = await createClassViaApi(page, "Settings Class");
  await importViaApi(page, room.id, rows);
  return room;
}

test.describe("the Settings tab", () => {
  test.describe.configure({ timeout: 90_000 });

  test("renaming a display name and an option carries the students' badges along", async ({
    page,
    teacher: _,
  }) => {
    const room = await classWith(page, [
      { name: "Ann", number: 1, color: "Red", element: "Fire", shape: "Square" },
    ]);
    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Teacher Settings", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Print Reference" })).toHaveAttribute(
      "href",
      "/print/reference",
    );
    const color = attribute(page, "Color");
    await expect(color.getByRole("list", { name: "Color options" })).toHaveText(
      /Red.*Yellow.*Green.*Purple/,
    );
    await expect(color).toContainText("Shown to students");
    await expectNoAxeViolations(page);

    await color.getByRole("button", { name: "Edit Color" }).click();
    await color.getByLabel("Display name").fill("House");
    await color.getByRole("textbox", { name: "Option 1" }).fill("Crimson");
    await color.getByLabel("Description (optional)").fill("Team houses");
    await expectNoAxeViolations(page);
    await expectFitsAllWidths(page, () =>
      expect(color.getByRole("textbox", { name: "Option 1" })).toBeVisible(),
    );
    await page.setViewportSize({ width: 1280, height: 800 });
    await color.getByRole("button", { name: "Save" }).click();
    await expect(toasts(page)).toContainText("Settings saved successfully");

    const house = attribute(page, "House");
    await expect(house).toContainText("Color attribute");
    await expect(house).toContainText("Team houses");
    await expect(house.getByRole("list", { name: "House options" })).toContainText("Crimson");
    await expect(house.getByRole("button", { name: "Edit House" })).toBeFocused();
    expect(await studentsOnServer(page, room.id)).toMatchObject([
      { name: "Ann", color: "Crimson" },
    ]);

    await openStudents(page, room.id);
    const ann = card(page, "Ann");
    await expect(ann.locator("dt").nth(1)).toHaveText("House");
    await expect(ann.locator("dd").nth(1)).toHaveText("Crimson");

    await page.goto("/settings");
    await attribute(page, "House").getByRole("button", { name: "Edit House" }).click();
    await attribute(page, "House").getByRole("textbox", { name: "Option 2" }).fill("Gold");
    await attribute(page, "House").getByRole("button", { name: "Save" }).click();
    await expect(toasts(page)).toContainText("Settings updated successfully");
    await expect(attribute(page, "House").getByRole("list")).toContainText("Gold");
  });

  test("the options editor shows the docs/product.md#attributes rules, and removing an option asks first", async ({
    page,
    teacher: _,
  }) => {
    const room = await classWith(page, [
      { name: "Dee", number: 4, color: "Purple", element: "Air", shape: "Diamond" },
    ]);
    await page.goto("/settings");
    const color = attribute(page, "Color");
    await color.getByRole("button", { name: "Edit Color" }).click();
    const save = color.getByRole("button", { name: "Save" });

    await color.getByRole("button", { name: "Add Option" }).click();
    await expect(color.getByRole("textbox", { name: "Option 5" })).toBeFocused();
    await expect(color).toContainText("Options cannot be blank");
    await expect(save).toBeDisabled();
    await color.getByRole("textbox", { name: "Option 5" }).fill("red");
    await expect(color).toContainText('Options must be unique: "red" appears more than once');
    await expect(save).toBeDisabled();
    await color.getByRole("button", { name: "Remove red", exact: true }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(color.getByRole("textbox", { name: "Option 5" })).toHaveCount(0);
    await expect(save).toBeEnabled();

    await color.getByRole("button", { name: "Remove Purple" }).click();
    const ask = page.getByRole("alertdialog", { name: 'Remove "Purple"?' });
    await expect(ask).toContainText("will show N/A");
    await expectNoAxeViolations(page);
    await ask.getByRole("button", { name: "Cancel" }).click();
    await expect(color.getByRole("textbox", { name: "Option 4" })).toHaveValue("Purple");

    await color.getByRole("button", { name: "Remove Purple" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove Option" }).click();
    await expect(color.getByRole("textbox", { name: "Option 4" })).toHaveCount(0);
    for (const name of ["Remove Green", "Remove Yellow"]) {
      await color.getByRole("button", { name }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Remove Option" }).click();
    }
    await expect(color).toContainText("At least 2 options are required");
    await expect(save).toBeDisabled();
    await color.getByRole("button", { name: "Add Option" }).click();
    await color.getByRole("textbox", { name: "Option 2" }).fill("Blue");
    await color.getByRole("button", { name: "Move Blue up" }).click();
    await expect(color.getByRole("textbox", { name: "Option 1" })).toHaveValue("Blue");
    await save.click();
    await expect(toasts(page)).toContainText("Settings saved successfully");
    await expect(
      color.getByRole("list", { name: "Color options" }).getByRole("listitem"),
    ).toHaveText(["Blue", "Red"]);

    expect(await studentsOnServer(page, room.id)).toMatchObject([{ name: "Dee", color: null }]);
    await openStudents(page, room.id);
    await expect(card(page, "Dee").locator("dd").nth(1)).toHaveText("N/A");
  });

  test("Reset to Defaults deletes the setting after a confirmation", async ({
    page,
    teacher: _,
  }) => {
    await page.goto("/settings");
    const shape = attribute(page, "Shape");
    await expect(shape.getByRole("button", { name: /Reset to Defaults/ })).toHaveCount(0);
    await shape.getByRole("button", { name: "Edit Shape" }).click();
    await shape.getByLabel("Display name").fill("Form");
    await shape.getByRole("switch", { name: "Show to students" }).click();
    await shape.getByRole("button", { name: "Save" }).click();
    await expect(toasts(page)).toContainText("Settings saved successfully");
    const form = attribute(page, "Form");
    await expect(form).toContainText("Hidden from students");

    await form.getByRole("button", { name: "Reset to Defaults (Form)" }).click();
    const ask = page.getByRole("alertdialog", { name: "Reset Form to defaults?" });
    await ask.getByRole("button", { name: "Cancel" }).click();
    await expect(form).toBeVisible();
    await form.getByRole("button", { name: "Reset to Defaults (Form)" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Reset to Defaults" }).click();
    await expect(toasts(page)).toContainText("Settings deleted successfully");
    await expect(attribute(page, "Shape")).toContainText("Shown to students");
    await expect(attribute(page, "Shape").getByRole("button", { name: /Reset/ })).toHaveCount(0);

    await attribute(page, "Shape").getByRole("button", { name: "Edit Shape" }).click();
    await attribute(page, "Shape").getByRole("button", { name: "Cancel" }).click();
    await expect(attribute(page, "Shape").getByLabel("Display name")).toHaveCount(0);
  });

  test("the default balanced assignment preference starts on, starts the student switch, and can be turned off", async ({
    page,
    teacher: _,
  }) => {
    const room = await createClassViaApi(page, "Prefs");
    await openStudents(page, room.id);
    await page.getByRole("button", { name: "Add Student" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Student" });
    const studentSwitch = dialog.getByRole("switch", { name: "Use Balanced Assignment" });
    // Never set: on.
    await expect(studentSwitch).toHaveAttribute("aria-checked", "true");
    await expect(dialog.getByRole("region", { name: "Balanced preview" })).toBeVisible();
    await expect(dialog.getByLabel("Color")).toBeDisabled();
    await page.keyboard.press("Escape");

    await page.goto("/settings");
    const toggle = page.getByRole("switch", { name: "Default balanced assignment" });
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await expect(page.getByText(/Each import can still turn it off\./)).toBeVisible();
    await toggle.click();
    await expect(toasts(page)).toContainText("Preference saved successfully");
    await page.reload();
    await expect(page.getByRole("switch", { name: "Default balanced assignment" })).toHaveAttribute(
      "aria-checked",
      "false",
    );

    await openStudents(page, room.id);
    await page.getByRole("button", { name: "Add Student" }).click();
    await expect(
      page.getByRole("dialog", { name: "Add New Student" }).getByRole("switch", {
        name: "Use Balanced Assignment",
      }),
    ).toHaveAttribute("aria-checked", "false");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Import CSV" }).click();
    await expect(page.getByRole("checkbox", { name: "Use Balanced Assignment" })).not.toBeChecked();
  });

  test("a preference that could not be loaded says so, not a switch turned off", async ({
    page,
    teacher: _,
  }) => {
    // Saved off, so the switch shown after the retry is the saved value, not the default.
    await balancedDefaultViaApi(page, false);
    let failing = true;
    await page.route("**/api/user-preferences/**", (route) =>
      failing && route.request().method() === "GET"
        ? route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"Busy"}' })
        : route.continue(),
    );
    await page.goto("/settings");
    const general = page.getByRole("region", { name: "General" });
    await expect(general.getByRole("alert")).toHaveText(/Your preferences could not be loaded\./);
    await expect(general.getByRole("switch")).toHaveCount(0);

    failing = false;
    await general.getByRole("button", { name: "Try again" }).click();
    await expect(
      general.getByRole("switch", { name: "Default balanced assignment" }),
    ).toHaveAttribute("aria-checked", "false");
  });
});
