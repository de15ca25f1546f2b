import type { Page } from "@playwright/test";
import { sidewaysOverflow } from "../support/app-helpers";
import { expect, expectNoAxeViolations, PASSWORD, test, uniqueEmail } from "../support/fixtures";

// The shell in a language written right to left (docs/product.md#languages): the words come from
// the Arabic catalogue, the page is `dir="rtl"`, and the layout mirrors.
test.use({ showTutorial: true });

const LANGUAGE_KEY = "classcharm.language";

/** The language this device chose, set before the app's script reads it. */
async function speak(page: Page, language: string): Promise<void> {
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key as string, value as string),
    [LANGUAGE_KEY, language],
  );
}

const TAB_LABELS = [
  "الرئيسية",
  "صفوفي",
  "الطلاب",
  "المجموعات",
  "عجلة الاختيار",
  "الإعدادات",
  "هل كان هذا مفيدًا؟",
] as const;

/** Each shown tab link's left edge, in the order the tabs are listed. */
const lefts = (page: Page, within: string) =>
  page
    .locator(`${within} a`)
    .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().left));

test.describe("the shell in Arabic", () => {
  test("sign up in Arabic, then the tutorial, the tab bar and the Menu sheet, mirrored", async ({
    page,
  }) => {
    await speak(page, "ar");
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/auth?mode=signUp");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("heading", { name: "أنشئ حسابك", level: 1 })).toBeVisible();
    await expect(page.getByText("ابدأ استخدام ClassCharm، مجانًا دائمًا")).toBeVisible();

    // Sent empty: the form's error toast is in Arabic, at the inline end (the left).
    await page.getByRole("button", { name: "إنشاء حساب", exact: true }).click();
    const toast = page.getByRole("region", { name: "الإشعارات (F8)" }).getByRole("listitem");
    await expect(toast).toContainText("خطأ");
    await expect(toast).toContainText("يُرجى إدخال البريد الإلكتروني وكلمة المرور معًا");
    await expect
      .poll(async () => (await toast.boundingBox())?.x ?? Number.NaN)
      .toBeLessThan(1280 / 2);
    await toast.getByRole("button", { name: "إغلاق" }).click();
    await expect(toast).toHaveCount(0);

    await page.getByLabel("الاسم").fill("معلمة الاختبار");
    await expect(page.getByText("الاسم الذي نحيّيك به. اختياري.")).toBeVisible();
    await page.getByLabel("البريد الإلكتروني").fill(uniqueEmail("arabic"));
    await page.getByLabel("كلمة المرور", { exact: true }).fill(PASSWORD);
    // "At least 8 characters.": Arabic's "few" form (3 to 10), in the language's digits.
    await expect(page.getByText(/^\S+ أحرف على الأقل\.$/)).toBeVisible();
    await page.getByRole("button", { name: "إنشاء حساب", exact: true }).click();

    // A new teacher meets the tutorial: its first step, in Arabic.
    const step = page.locator("[data-tutorial-step]");
    await expect(step).toContainText("الخطوة 1 من 6");
    await expect(page.getByRole("dialog", { name: "مرحبًا بك في ClassCharm!" })).toBeVisible();
    await expect(step).toContainText("المُبرَز: شريط التبويبات.");
    await expect(step.getByRole("button", { name: "التالي" })).toBeFocused();
    await expectNoAxeViolations(page);
    expect(await sidewaysOverflow(page)).toBe(0);
    await step.getByRole("button", { name: "تخطي الجولة التعريفية" }).click();
    await expect(step).toHaveCount(0);
    await expect(page.getByRole("button", { name: "عرض الجولة التعريفية" })).toBeVisible();
    await expect(page.getByRole("button", { name: "تسجيل الخروج" })).toBeVisible();

    // The tab bar: its tabs in Arabic, the first at the right, each next one to its left.
    const bar = page.getByRole("navigation", { name: "التنقل الرئيسي" });
    for (const label of TAB_LABELS)
      await expect(bar.getByRole("link", { name: label })).toBeVisible();
    const bars = await lefts(page, "nav[data-tab-bar]");
    expect(bars).toEqual([...bars].sort((a, b) => b - a));
    expect(await sidewaysOverflow(page)).toBe(0);

    // A phone: the Menu button opens the sheet from the right, the inline start.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(bar).toBeHidden();
    await page.getByRole("button", { name: "القائمة" }).click();
    const sheet = page.getByRole("dialog", { name: "القائمة" });
    await expect(sheet.getByRole("button", { name: "إغلاق القائمة" })).toBeVisible();
    for (const label of TAB_LABELS)
      await expect(sheet.getByRole("link", { name: label })).toBeVisible();
    await expect
      .poll(async () => {
        const box = await sheet.boundingBox();
        return box ? Math.round(box.x + box.width) : Number.NaN;
      })
      .toBe(375);
    const close = await sheet.getByRole("button", { name: "إغلاق القائمة" }).boundingBox();
    const title = await sheet.getByRole("heading", { name: "القائمة" }).boundingBox();
    // The title at the sheet's inline start (right), its Close button at the inline end (left).
    expect(close && title && close.x < title.x).toBe(true);
    await expectNoAxeViolations(page);
    expect(await sidewaysOverflow(page)).toBe(0);
    await sheet.getByRole("link", { name: "صفوفي" }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page).toHaveURL(/\/classes$/);
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  test("the sign-up form in Spanish", async ({ page }) => {
    await speak(page, "es");
    await page.goto("/auth?mode=signUp");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { name: "Crea tu cuenta", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Correo electrónico")).toBeVisible();
    await expect(page.getByRole("button", { name: "Regístrate", exact: true })).toBeVisible();
  });
});
