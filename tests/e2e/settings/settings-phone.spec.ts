import type { Page } from "@playwright/test";
import { sidewaysOverflow } from "../support/app-helpers";
import { expect, test, toasts } from "../support/fixtures";

const attribute = (page: Page, name: string) =>
  page.getByRole("main").getByRole("region", { name, exact: true });

/**
 * On a phone the options' Move up / Move down buttons were hidden (`hidden sm:inline-flex`): a
 * teacher on a 320 px screen could not reorder options at all, though the order of the number
 * attribute's options says which label is 1, 2, 3...
 */
test("at 320 px a teacher can reorder an attribute's options, and the editor fits", async ({
  page,
  teacher: _,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/settings");
  const color = attribute(page, "Color");
  await color.getByRole("button", { name: "Edit Color" }).click();
  await color
    .getByRole("textbox", { name: "Option 4" })
    .fill("Ravenclawhufflepuffgryffindorslythe");
  await color.getByRole("button", { name: "Move Yellow up" }).click();
  await color.getByRole("button", { name: "Move Green down" }).click();
  await expect(color.getByRole("textbox", { name: "Option 1" })).toHaveValue("Yellow");
  expect(await sidewaysOverflow(page)).toBe(0);
  // The option's label keeps a usable width beside (or above) its buttons.
  const input = await color.getByRole("textbox", { name: "Option 1" }).boundingBox();
  expect(input?.width ?? 0).toBeGreaterThan(200);
  await color.getByRole("button", { name: "Save" }).click();
  await expect(toasts(page)).toContainText("Settings saved successfully");
  await expect(color.getByRole("list", { name: "Color options" }).getByRole("listitem")).toHaveText(
    ["Yellow", "Red", "Ravenclawhufflepuffgryffindorslythe", "Green"],
  );
});
