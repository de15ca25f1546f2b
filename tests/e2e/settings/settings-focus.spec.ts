import type { Page } from "@playwright/test";
import { expect, test, toasts } from "../support/fixtures";

/** Where the keyboard is after the Settings tab's writes: never back at the top of the page. */

const attribute = (page: Page, name: string) =>
  page.getByRole("main").getByRole("region", { name, exact: true });

test.describe("focus on the Settings tab", () => {
  test("the preference switch keeps the focus while it saves, by keyboard, both ways", async ({
    page,
    teacher: _,
  }) => {
    await page.goto("/settings");
    const toggle = page.getByRole("switch", { name: "Default balanced assignment" });
    // The switch is disabled until the teacher's preferences have loaded; never set, it is on.
    await expect(toggle).toBeEnabled();
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    // Each save answers after a moment, as on a school's network.
    await page.route("**/api/user-preferences", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await toggle.focus();
    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect(toggle).toBeFocused();
    await expect(toasts(page)).toContainText("Preference saved successfully");
    await expect(toggle).not.toHaveAttribute("aria-disabled", "true");
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await expect(toggle).not.toHaveAttribute("aria-disabled", "true");
    await expect(toggle).toBeFocused();
    const session = await (await page.request.get("/api/auth/get-session")).json();
    const stored = await (
      await page.request.get(`/api/user-preferences/${session.user.id}`)
    ).json();
    expect(stored).toMatchObject([
      { preference_key: "default_balanced_assignment", preference_value: true },
    ]);
  });

  test("Reset to Defaults by keyboard leaves the focus on the attribute's Edit button", async ({
    page,
    teacher: _,
  }) => {
    await page.goto("/settings");
    const shape = attribute(page, "Shape");
    await shape.getByRole("button", { name: "Edit Shape" }).click();
    await shape.getByLabel("Display name").fill("Form");
    await shape.getByRole("button", { name: "Save" }).click();
    await expect(toasts(page)).toContainText("Settings saved successfully");

    const reset = attribute(page, "Form").getByRole("button", { name: "Reset to Defaults (Form)" });
    await reset.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("alertdialog").getByRole("button", { name: "Reset to Defaults" }).click();
    await expect(toasts(page)).toContainText("Settings deleted successfully");
    await expect(reset).toHaveCount(0);
    await expect(
      attribute(page, "Shape").getByRole("button", { name: "Edit Shape" }),
    ).toBeFocused();
  });

  test("an option moved to the top or the bottom by keyboard keeps the focus on its arrow", async ({
    page,
    teacher: _,
  }) => {
    await page.goto("/settings");
    const color = attribute(page, "Color");
    await color.getByRole("button", { name: "Edit Color" }).click();
    const options = () =>
      color
        .getByRole("textbox", { name: /^Option \d+$/ })
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    const up = color.getByRole("button", { name: "Move Yellow up" });
    await up.focus();
    await page.keyboard.press("Enter");
    await expect.poll(options).toEqual(["Yellow", "Red", "Green", "Purple"]);
    await expect(up).toBeFocused();
    await expect(up).toBeDisabled();
    await page.keyboard.press("Enter"); // already at the top: nothing moves
    await expect.poll(options).toEqual(["Yellow", "Red", "Green", "Purple"]);

    const down = color.getByRole("button", { name: "Move Green down" });
    await down.focus();
    await page.keyboard.press("Enter");
    await expect.poll(options).toEqual(["Yellow", "Red", "Purple", "Green"]);
    await expect(down).toBeFocused();
    await expect(down).toBeDisabled();
  });
});
