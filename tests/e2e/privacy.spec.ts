import { expectFitsAllWidths } from "./app-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/** Issue 14.6: a privacy page in plain words, linked from the landing page, its footer and Settings. */
async function expectPrivacyPage(page: import("@playwright/test").Page) {
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { name: "Privacy", level: 1 })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).toContainText("number, color, element and shape. Nothing else");
  await expect(main).toContainText("never sells, rents or shares");
  await expect(main).toContainText("no advertising");
  await expect(main).toContainText("“Export all my data”");
  await expect(main).toContainText("“Delete my account”");
  await expect(main).toContainText("until you delete them");
  await expect(main).toContainText("7 days");
}

test.describe("the privacy page", () => {
  test("the landing page's footer and its closing section lead to it; it passes axe and fits a phone @phone", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
    await expectPrivacyPage(page);
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: "dark" });
    await expectNoAxeViolations(page);
    await expectFitsAllWidths(page, async () => {
      await expect(page.getByRole("heading", { name: "Privacy", level: 1 })).toBeVisible();
    });

    await page.goto("/");
    await page.getByRole("link", { name: "What we keep about your pupils" }).click();
    await expectPrivacyPage(page);
    await page.getByRole("link", { name: "Back to ClassCharm" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("Settings -> Account links to it for a signed-in teacher", async ({ page, teacher: _ }) => {
    await page.goto("/settings");
    const account = page.getByRole("main").getByRole("region", { name: "Account", exact: true });
    await account.getByRole("link", { name: "Privacy" }).click();
    await expectPrivacyPage(page);
    await expectNoAxeViolations(page);
  });
});
