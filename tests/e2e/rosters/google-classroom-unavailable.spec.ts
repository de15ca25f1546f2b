import type { Page } from "@playwright/test";
import { createClassViaApi, sidewaysOverflow } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";

// My Classes on a server without Google credentials (docs/product.md#roster-import): "Import
// from Google Classroom" is shown disabled, saying who can turn it on, with the README's setup
// section. The e2e server has (fake) Google credentials, so this page is told otherwise: its
// GET /api/config answers as a server without them does ({ providers: { google: false } }).

async function serverWithoutGoogle(page: Page) {
  await page.route("**/api/config", async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    await route.fulfill({
      response,
      json: { ...config, providers: { ...config.providers, google: false } },
    });
  });
}

const googleButton = (page: Page) =>
  page.getByRole("button", { name: "Import from Google Classroom" });

async function expectDisabledWithNote(page: Page) {
  await expect(googleButton(page)).toBeDisabled();
  await expect(googleButton(page)).toHaveAccessibleDescription(
    /Your school's administrator can turn this on/,
  );
  const link = page.getByRole("link", { name: "Google Classroom setup (README)" });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", "/setup/google-classroom.txt");
  return link;
}

test.describe("Google Classroom where the server has no Google credentials", () => {
  test("My Classes shows the import disabled, who can turn it on, and the README's setup section", async ({
    page,
    teacher: _,
  }) => {
    await serverWithoutGoogle(page);
    await page.goto("/classes");
    await expect(page.getByRole("heading", { name: "No classes yet" })).toBeVisible();
    const link = await expectDisabledWithNote(page);
    // It opens the README's Google Classroom section, as this server's build carries it.
    const [guide] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    await expect(guide).toHaveURL(/\/setup\/google-classroom\.txt$/);
    const text = String(await guide.locator("body").textContent());
    expect(text.startsWith("## Google Classroom")).toBe(true);
    for (const name of ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "PUBLIC_URL"]) {
      expect(text).toContain(name);
    }
    await guide.close();
    // Offered by keyboard: the link takes focus, the disabled button does not.
    await link.focus();
    await expect(link).toBeFocused();
    await expectNoAxeViolations(page);
    // Other imports are untouched.
    await expect(page.getByRole("button", { name: "Import from OneRoster" })).toBeEnabled();
  });

  test("with classes, the same beside Create Class; it fits a phone and passes axe there @phone", async ({
    page,
    teacher: _,
  }) => {
    await serverWithoutGoogle(page);
    await createClassViaApi(page, "Year 5");
    await page.goto("/classes");
    await expect(page.getByText("Year 5").first()).toBeVisible();
    await expectDisabledWithNote(page);
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
  });

  test("where the server has them, the import is enabled and says nothing of an administrator", async ({
    page,
    teacher: _,
  }) => {
    await page.goto("/classes");
    await expect(googleButton(page)).toBeEnabled();
    await expect(page.getByText("Your school's administrator can turn this on")).toHaveCount(0);
  });
});
