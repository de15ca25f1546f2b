import { classWithStudents, sidewaysOverflow } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";

/** docs/product.md#classes: a class card's quick actions, beside Open, edit and delete. */
test.describe("My Classes' quick actions", () => {
  test("Spin and Groups open that class's wheel and groups; Open still goes to Students @phone", async ({
    page,
    teacher: _,
  }) => {
    const { room: art } = await classWithStudents(page, "Art", ["Ann", "Ben"]);
    await classWithStudents(page, "Music", ["Cy"]);
    await page.goto("/classes");
    const card = page.getByRole("article", { name: "Art" });
    await expect(card.getByRole("button", { name: "Edit Art" })).toBeVisible();
    await expect(card.getByRole("button", { name: "Delete Art" })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    await card.getByRole("link", { name: "Spin for Art" }).click();
    await expect(page).toHaveURL(/\/randomizer$/);
    await expect(page.getByRole("heading", { name: "Art - Spinning Wheel" })).toBeVisible();
    await page.goBack();

    await card.getByRole("link", { name: "Groups for Art" }).click();
    await expect(page).toHaveURL(/\/groups$/);
    await expect(page.getByLabel("Class", { exact: true })).toHaveValue(art.id);
    await page.goBack();

    await page.getByRole("button", { name: "Open Music" }).click();
    await expect(page).toHaveURL(/\/students$/);
    await expect(page.getByRole("heading", { name: "Music", level: 2 })).toBeVisible();
  });
});
