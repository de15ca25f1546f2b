import type { Locator } from "@playwright/test";
import { createClassViaApi } from "../support/app-helpers";
import { expect, test } from "../support/fixtures";

/**
 * A component's `className` overrides its own defaults (cn = clsx + tailwind-merge),
 * checked on the real screens by the computed style the browser applies.
 */
const style = (locator: Locator, property: string) =>
  locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

test.describe("className overrides win over a component's defaults", () => {
  test("header buttons (px-4), the Sound and balanced-assignment labels (text-base) in the demo", async ({
    page,
  }) => {
    await page.goto("/students");
    const header = page.getByRole("banner");
    for (const name of ["Sign in", "Get Started"]) {
      const link = header.getByRole("link", { name });
      expect(await style(link, "padding-left"), name).toBe("16px");
      expect(await style(link, "padding-right"), name).toBe("16px");
    }

    await page.getByRole("button", { name: "Add Student" }).first().click();
    const dialog = page.getByRole("dialog");
    const balanced = dialog.locator("label", { hasText: "Use Balanced Assignment" });
    expect(await style(balanced, "font-size")).toBe("16px");
    await page.keyboard.press("Escape");

    await page.goto("/randomizer");
    const sound = page.locator("label", { hasText: /^Sound$/ });
    expect(await style(sound, "font-size")).toBe("16px");
  });

  test("Settings: the preference label and an attribute's 'Show to students' label (text-base)", async ({
    page,
    teacher: _,
  }) => {
    await createClassViaApi(page, "Style Class");
    await page.goto("/settings");
    const preference = page.locator("label", { hasText: "Default balanced assignment" });
    expect(await style(preference, "font-size")).toBe("16px");
    const color = page.getByRole("main").getByRole("region", { name: "Color", exact: true });
    await color.getByRole("button", { name: "Edit Color" }).click();
    const show = color.locator("label", { hasText: "Show to students" });
    expect(await style(show, "font-size")).toBe("16px");
  });
});
