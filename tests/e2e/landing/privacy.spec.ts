import { expectFitsAllWidths } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";

/** A privacy page in plain words, linked from the landing page, its footer and Settings. */
async function expectPrivacyPage(page: import("@playwright/test").Page) {
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { name: "Privacy", level: 1 })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).toContainText("number, color, element and shape.");
  // The roll and the picking mode are stored too, so the page says so (and when they go).
  await expect(main).toContainText("which pupils were marked absent on each school day");
  await expect(main).toContainText("who was picked and when");
  await expect(main).toContainText("Nothing else: no dates of birth");
  // A roster import keeps the roster's ids with the names, and the export has them.
  await expect(main).toContainText(
    "Of the export we keep only pupils' names and these ids: no e-mail addresses",
  );
  await expect(main).toContainText("and the roster ids of classes and pupils you imported");
  // Google Classroom (decision 0022): what the connection keeps, that it is encrypted and read
  // only for imports and syncs, what the export holds, and that deletion withdraws it at Google.
  await expect(main).toContainText(
    "the course's title, pupils' names, and the ids Google gives the course and each pupil",
  );
  await expect(main).toContainText("that Google account's address and id");
  await expect(main).toContainText(
    "stored encrypted and used only to read your courses and rosters when you import or sync",
  );
  await expect(main).toContainText(
    "Disconnect, or deleting your account, withdraws them at Google and deletes them",
  );
  await expect(main).toContainText(
    "your Google Classroom connection (its address, permissions and dates, never its keys)",
  );
  await expect(main).toContainText("we ask Google to withdraw its keys first");
  await expect(main).toContainText("how each class's wheel picks (its picking mode)");
  await expect(main).toContainText(
    "including every class's roll of absences, its picking history and its picking mode",
  );
  await expect(main).toContainText("their absences and your settings");
  await expect(main).toContainText(
    "a pupil's absences are kept until you delete that pupil, the class or your account",
  );
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

    // For the school: the full inventory, the repository's docs/privacy.md as plain text.
    await page.getByRole("link", { name: "full data inventory" }).click();
    await expect(page).toHaveURL(/\/docs\/privacy\.md$/);
    await expect(page.locator("body")).toContainText("## What is stored, table by table");

    await page.goto("/");
    await page.getByRole("link", { name: "What we keep about your pupils" }).click();
    await expectPrivacyPage(page);
    await page.getByRole("link", { name: "Back to ClassCharm" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the landing page's footer leads to the accessibility report and the security policy, as text, in every language", async ({
    page,
  }) => {
    const footerLinks: [string, string, string, string][] = [
      ["/", "Accessibility", "Security", "en"],
      ["/es/", "Accesibilidad", "Seguridad", "es"],
      ["/ar/", "إمكانية الوصول", "الأمان", "ar"],
    ];
    for (const [home, accessibility, security, lang] of footerLinks) {
      await page.goto(home);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("link", { name: accessibility })).toHaveAttribute(
        "hreflang",
        "en",
      );
      await footer.getByRole("link", { name: accessibility }).click();
      await expect(page).toHaveURL(/\/docs\/accessibility\.md$/);
      await expect(page.locator("body")).toContainText(
        "# ClassCharm Accessibility Conformance Report",
      );
      await page.goto(home);
      await page.getByRole("contentinfo").getByRole("link", { name: security }).click();
      await expect(page).toHaveURL(/\/docs\/security\.md$/);
      await expect(page.locator("body")).toContainText("## Reporting a vulnerability");
    }
  });

  test("Settings -> Account links to it for a signed-in teacher", async ({ page, teacher: _ }) => {
    await page.goto("/settings");
    const account = page.getByRole("main").getByRole("region", { name: "Account", exact: true });
    await account.getByRole("link", { name: "Privacy" }).click();
    await expectPrivacyPage(page);
    await expectNoAxeViolations(page);
  });
});
