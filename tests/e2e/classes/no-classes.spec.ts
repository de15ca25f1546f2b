import { createClassViaApi } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";

// A new teacher opening Students, Groups or the Randomizer first met an empty picker and
// "Please select a class ...", with no class to select and no way on from there.
test.describe("a class tab before the first class", () => {
  test("says there is no class yet and leads to My Classes", async ({ page, teacher: _ }) => {
    for (const [path, message] of [
      ["/students", "Please select a class to view students"],
      ["/groups", "Please select a class to create groups"],
      ["/randomizer", "Please select a class to use the randomizer"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByText("You have no classes yet.")).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Go to My Classes" }).click();
    await expect(page).toHaveURL(/\/classes$/);
    await expect(page.getByRole("heading", { name: "My Classes", level: 1 })).toBeFocused();
    await expect(page.getByRole("button", { name: "Create First Class" })).toBeVisible();
  });

  test("with a class to choose, only asks for the choice", async ({ page, teacher: _ }) => {
    await createClassViaApi(page, "Art Club");
    await page.goto("/randomizer");
    await expect(page.getByText("Please select a class to use the randomizer")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to My Classes" })).toHaveCount(0);
    await expect(page.getByText("You have no classes yet.")).toHaveCount(0);
  });
});
