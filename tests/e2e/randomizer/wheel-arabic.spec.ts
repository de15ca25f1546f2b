import type { Page } from "@playwright/test";
import { sidewaysOverflow } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";

/**
 * The Randomizer in Arabic (docs/product.md#languages): the signed-out demo's wheel, right to
 * left, spins and announces its winner in Arabic; an Arabic name added to the wheel is one of
 * its entries like any other. Nothing overflows sideways on a phone or a laptop.
 */

const ARABIC_ITEM = "فاطمة الزهراء";

async function openInArabic(page: Page, width: number) {
  await page.setViewportSize({ width, height: width < 768 ? 812 : 800 });
  await page.addInitScript(() => localStorage.setItem("classcharm.language", "ar"));
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/randomizer");
  await expect(page.locator("html[dir=rtl][lang=ar]")).toHaveCount(1);
  await expect(
    page.getByRole("heading", { name: /^\u2068?صف تجريبي\u2069? - عجلة الاختيار$/ }),
  ).toBeVisible();
}

test.describe("the wheel in Arabic", () => {
  test.describe.configure({ timeout: 90_000 });

  for (const width of [375, 1280]) {
    test(`at ${width} px: spins, announces the winner in Arabic, axe clean, no sideways scroll`, async ({
      page,
    }) => {
      await openInArabic(page, width);
      const items = page.getByRole("region", { name: /^العناصر المتاحة/ });
      await items.getByLabel("أضف عنصرًا إلى العجلة").fill(ARABIC_ITEM);
      await items.getByRole("button", { name: "إضافة", exact: true }).click();
      await expect(items.getByRole("listitem").filter({ hasText: ARABIC_ITEM })).toHaveCount(1);
      const onWheel = await items.getByRole("listitem").locator("bdi").allTextContents();
      expect(onWheel).toContain(ARABIC_ITEM);
      await expect(page.getByRole("img", { name: /^عجلة الاختيار وعليها/ })).toBeVisible();
      expect(await sidewaysOverflow(page), "sideways scroll before the spin").toBe(0);

      await page.getByRole("button", { name: "تدوير", exact: true }).click();
      const winner = page.getByTestId("winner");
      await expect(winner).toBeVisible({ timeout: 15_000 });
      await expect(winner).toContainText("تم الاختيار");
      const status = page.getByRole("status").filter({ hasText: /^تم اختيار: / });
      await expect(status).toHaveCount(1);
      // The announced name is an entry of the wheel, set apart from the Arabic sentence.
      const announced = (await status.textContent()) ?? "";
      const name = announced.replace(/^تم اختيار: \u2068/, "").replace(/\u2069$/, "");
      expect(onWheel).toContain(name);
      await expect(winner.locator("bdi").first()).toHaveText(name);

      expect(await sidewaysOverflow(page), "sideways scroll after the spin").toBe(0);
      await expectNoAxeViolations(page);
    });
  }
});
