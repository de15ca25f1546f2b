import type { Page } from "@playwright/test";
import { classesOnServer, resizeViewport, sidewaysOverflow } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";

/**
 * docs/product.md#languages: a new teacher makes a first class on Home in Arabic (right to
 * left) and in Spanish. The app's words are the language's; the class's name stays as typed.
 */

/** The device's language, chosen before the page loads (as the language setting leaves it). */
async function speak(page: Page, locale: string): Promise<void> {
  await page.addInitScript((code) => {
    window.localStorage.setItem("classcharm.language", code);
  }, locale);
}

const stepHeading = (page: Page, name: string) => page.getByRole("heading", { name, level: 2 });

// An Arabic name with a Latin part and digits: its own direction, kept exactly.
const CLASS_NAME = "العلوم 5B - الحصة 3";

test.describe("the first class in another language", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  test("in Arabic: right to left, Arabic words, the class name intact", async ({
    page,
    teacher: _,
  }) => {
    await speak(page, "ar");
    await page.goto("/");
    await expect(page.locator("html[dir=rtl][lang=ar]")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("مرحبًا، Test Teacher");
    await expect(stepHeading(page, "أنشئ صفك الأول")).toBeVisible();
    await expect(page.getByText("الخطوة 1 من 3")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel("اسم الصف").fill(CLASS_NAME);
    await page.getByRole("button", { name: "إنشاء الصف" }).click();

    const heading = stepHeading(page, `أضف طلابًا إلى ${CLASS_NAME}`);
    await expect(heading).toBeFocused();
    await expect(heading.locator("bdi")).toHaveText(CLASS_NAME);
    await expect(page.getByRole("button", { name: "لصق الأسماء" })).toBeVisible();
    await expect(page.getByRole("button", { name: "رجوع إلى اسم الصف" })).toBeVisible();
    await expectNoAxeViolations(page);
    for (const width of [375, 1280]) {
      await resizeViewport(page, { width, height: width < 400 ? 812 : 800 });
      await expect(heading).toBeVisible();
      expect(await sidewaysOverflow(page), `sideways scroll at ${width} px`).toBe(0);
    }

    const [made] = await classesOnServer(page);
    expect(made?.name).toBe(CLASS_NAME);

    // My Classes writes the class's date the Arabic way: day first, with right-to-left marks
    // between its parts (English would write month/day/year with none).
    await page.goto("/classes");
    const updated = page.locator(`time[datetime="${made?.updated_at}"]`);
    // Both read in the page's time zone.
    const [arabicDate, day] = await page.evaluate((iso) => {
      const at = new Date(iso);
      const options = { year: "numeric", month: "numeric", day: "numeric" } as const;
      return [
        new Intl.DateTimeFormat("ar", options).format(at),
        `${at.getDate()}\u200f/${at.getMonth() + 1}\u200f/${at.getFullYear()}`,
      ];
    }, made?.updated_at ?? "");
    expect(arabicDate?.replace(/[٠-٩]/g, (d) => String("٠١٢٣٤٥٦٧٨٩".indexOf(d)))).toBe(day);
    await expect(updated).toHaveText(arabicDate);
  });

  test("in Spanish: the flow's heading in Spanish", async ({ page, teacher: _ }) => {
    await speak(page, "es");
    await page.goto("/");
    await expect(page.locator("html[dir=ltr][lang=es]")).toHaveCount(1);
    await expect(stepHeading(page, "Crea tu primera clase")).toBeVisible();
    await expect(page.getByText("Paso 1 de 3")).toBeVisible();
  });
});
