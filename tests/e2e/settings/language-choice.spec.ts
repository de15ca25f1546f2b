import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  INTRO_COMPLETED_KEY,
  PASSWORD,
  test,
} from "../support/fixtures";

// Choosing the language (docs/product.md#languages): a menu in Settings and on the sign-in page.

const html = (page: Page) => page.locator("html");

test.describe("choosing a language", () => {
  test.describe.configure({ timeout: 90_000 });

  test("in Settings: the page reloads in Spanish, and the account keeps it on another device", async ({
    page,
    teacher,
    browser,
    baseURL,
  }) => {
    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Language", exact: true });
    const menu = section.getByLabel("Language");
    await expect(menu).toHaveValue("en");
    await expect(menu.locator('option[value="es"]')).toHaveAttribute("lang", "es");
    await expectNoAxeViolations(page);

    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/account/language") && r.request().method() === "PUT",
    );
    await menu.selectOption({ label: "Español" });
    expect((await saved).status()).toBe(200);
    await expect(html(page)).toHaveAttribute("lang", "es");
    await expect(page.getByRole("region", { name: "Idioma" }).getByLabel("Idioma")).toHaveValue(
      "es",
    );
    await page.reload();
    await expect(html(page)).toHaveAttribute("lang", "es");

    // Another browser, the same teacher: the account's language is taken on load.
    const other = await browser.newContext({
      baseURL,
      locale: "en-US",
      storageState: {
        cookies: [],
        origins: [
          {
            origin: new URL(String(baseURL)).origin,
            localStorage: [{ name: INTRO_COMPLETED_KEY, value: "true" }],
          },
        ],
      },
    });
    try {
      const elsewhere = await other.newPage();
      const signIn = await elsewhere.request.post("/api/auth/sign-in/email", {
        data: { email: teacher.email, password: PASSWORD },
        headers: { origin: String(baseURL) },
      });
      expect(signIn.status()).toBe(200);
      await elsewhere.goto("/settings");
      await expect(html(elsewhere)).toHaveAttribute("lang", "es");
      await expect(elsewhere.getByRole("combobox", { name: "Idioma" })).toHaveValue("es");
      await elsewhere.reload();
      await expect(html(elsewhere)).toHaveAttribute("lang", "es");
    } finally {
      await other.close();
    }
  });

  test("on the sign-in page: the page reloads in Arabic, right to left", async ({ page }) => {
    await page.goto("/auth");
    const menu = page.getByLabel("Language");
    await expect(menu).toBeVisible();
    await expectNoAxeViolations(page);
    await menu.selectOption({ label: "العربية" });
    await expect(html(page)).toHaveAttribute("lang", "ar");
    await expect(html(page)).toHaveAttribute("dir", "rtl");
    await expect(page.getByLabel("اللغة")).toHaveValue("ar");
    await expectNoAxeViolations(page);
  });
});
