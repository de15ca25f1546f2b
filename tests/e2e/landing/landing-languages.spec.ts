import type { Page } from "@playwright/test";
import { sidewaysOverflow } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";

// The landing page in each language (docs/product.md#languages): English at /, Spanish at /es/,
// Arabic at /ar/, prerendered with no script.

const html = (page: Page) => page.locator("html");
const languages = (page: Page) => page.getByRole("banner").getByRole("navigation");

async function scriptsOf(page: Page, url: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.goto(url);
  return scripts;
}

test.describe("the landing page in Arabic", () => {
  test("is right to left, in Arabic, with its languages linked and no script", async ({ page }) => {
    const scripts = await scriptsOf(page, "/ar/");
    await expect(html(page)).toHaveAttribute("lang", "ar");
    await expect(html(page)).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "مجموعات عادلة واختيار عادل، جاهزة في ثوانٍ",
    );
    const alternates = await page
      .locator('link[rel="alternate"]')
      .evaluateAll((links) =>
        links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]),
      );
    // Whole addresses on the server's public URL (PUBLIC_URL, the e2e server's own address).
    const origin = new URL(page.url()).origin;
    expect(alternates).toEqual([
      ["en", `${origin}/`],
      ["ar", `${origin}/ar/`],
      ["es", `${origin}/es/`],
      ["x-default", `${origin}/`],
    ]);
    // The menu: plain links to the other languages' pages, each marked with its language.
    const nav = languages(page);
    await expect(nav).toHaveAccessibleName("اللغة");
    const english = nav.getByRole("link", { name: "English" });
    await expect(english).toHaveAttribute("hreflang", "en");
    await expect(english).toHaveAttribute("lang", "en");
    await expect(nav.getByRole("link", { name: "Español" })).toHaveAttribute("href", "/es/");
    await expect(page.locator("script")).toHaveCount(0);
    expect(scripts).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test("fits the screen at 375 and 1280 pixels, mirrored", async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/ar/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await sidewaysOverflow(page), `${width}px`).toBeLessThanOrEqual(0);
      // Right to left: the logo at the right, the header's links at the left.
      const logo = await page.getByRole("banner").getByRole("link").first().boundingBox();
      expect(logo?.x ?? 0, `${width}px`).toBeGreaterThan(width / 2);
    }
  });

  test("Spanish is one link away, and English comes back by its own link", async ({ page }) => {
    await page.goto("/ar/");
    await languages(page).getByRole("link", { name: "Español" }).click();
    await expect(html(page)).toHaveAttribute("lang", "es");
    await expect(page).toHaveURL(/\/es\/$/);
    await languages(page).getByRole("link", { name: "English" }).click();
    await expect(html(page)).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Fair groups and a fair spin, ready in seconds",
    );
  });
});

test.describe("a browser set to Arabic", () => {
  test.use({ locale: "ar-EG" });

  test("lands in Arabic at /, until English is chosen with its link", async ({ page }) => {
    await page.goto("/");
    await expect(html(page)).toHaveAttribute("lang", "ar");
    await expect(html(page)).toHaveAttribute("dir", "rtl");
    await languages(page).getByRole("link", { name: "English" }).click();
    await expect(html(page)).toHaveAttribute("lang", "en");
    // The choice is kept: / answers in English from now on.
    await page.goto("/");
    await expect(html(page)).toHaveAttribute("lang", "en");
    await expect(html(page)).toHaveAttribute("dir", "ltr");
  });
});
