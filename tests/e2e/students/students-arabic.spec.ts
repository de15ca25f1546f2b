import type { Page } from "@playwright/test";
import { resizeViewport, sidewaysOverflow } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";

/** A class list as a teacher may paste it: Arabic and Latin names mixed, one per line. */
const MIXED = ["ليلى أحمد", "Ana García", "محمد", "Bo Chen"];

/** Opens the signed-out demo's Students tab in a language (the device's saved choice). */
async function openDemoIn(page: Page, language: string) {
  await page.addInitScript((code) => localStorage.setItem("classcharm.language", code), language);
  await page.goto("/students");
}

/** A count as the page writes it in its language ("4", "٤"). */
const countIn = (page: Page, n: number) =>
  page.evaluate((value) => new Intl.NumberFormat(document.documentElement.lang).format(value), n);

/** The names on the roster's cards, as drawn. */
const cardNames = (page: Page) =>
  page.getByTestId("student-card").locator("h3 bdi").allTextContents();

test.describe("the Students tab in other languages", () => {
  // A production build shared by parallel runs on two cores, and axe passes.
  test.describe.configure({ timeout: 120_000 });

  test("in Arabic the page is right to left, and a mixed Arabic and Latin paste lands on the roster and the roll exactly as typed", async ({
    page,
  }) => {
    await openDemoIn(page, "ar");
    await expect(page.locator("html[dir=rtl][lang=ar]")).toHaveCount(1);
    await page.getByRole("button", { name: "لصق الأسماء" }).click();
    const dialog = page.getByRole("dialog", { name: "لصق أسماء الطلاب" });
    await dialog.getByLabel("أسماء أو أسطر من جدول بيانات").fill(MIXED.join("\n"));
    const four = await countIn(page, 4);
    await expect(dialog.getByRole("status")).toContainText(`${four} طلاب جاهزون للاستيراد.`);
    for (const name of MIXED) {
      await expect(dialog.getByRole("cell", { name, exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    for (const width of [375, 1280]) {
      await resizeViewport(page, { width, height: width === 375 ? 812 : 800 });
      expect(await sidewaysOverflow(page), `dialog at ${width}px`).toBe(0);
    }

    await dialog.getByRole("button", { name: `استيراد ${four} طلاب` }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => cardNames(page)).toEqual(expect.arrayContaining(MIXED));
    // The attributes' names and the default options are the language's on every card.
    const card = page.getByTestId("student-card").filter({ hasText: MIXED[0] });
    await expect(card.locator("dt")).toHaveText(["الرقم", "اللون", "العنصر", "الشكل"]);
    const values = await page.getByTestId("student-card").locator("dd").allTextContents();
    expect(values.join(" ")).not.toMatch(
      /Red|Yellow|Green|Purple|Fire|Water|Earth|Air|Square|Circle|Triangle|Diamond|N\/A/,
    );
    expect(values.join(" ")).toMatch(/أحمر|أصفر|أخضر|بنفسجي/);
    for (const width of [375, 1280]) {
      await resizeViewport(page, { width, height: width === 375 ? 812 : 800 });
      expect(await sidewaysOverflow(page), `roster at ${width}px`).toBe(0);
    }

    await page.getByRole("button", { name: /^من الحاضر اليوم/ }).click();
    const roll = page.getByRole("dialog", { name: "من الحاضر اليوم" });
    for (const name of MIXED) {
      const toggle = roll.getByRole("button", { name: `\u2068${name}\u2069، حاضر`, exact: true });
      await expect(toggle.locator("bdi")).toHaveText(name);
    }
    await expectNoAxeViolations(page);
  });

  test("in Spanish the same paste reads in Spanish, left to right", async ({ page }) => {
    await openDemoIn(page, "es");
    await expect(page.locator("html[dir=ltr][lang=es]")).toHaveCount(1);
    await page.getByRole("button", { name: "Pegar nombres" }).click();
    const dialog = page.getByRole("dialog", { name: "Pegar nombres de alumnos" });
    await dialog.getByLabel("Nombres o filas de una hoja de cálculo").fill(MIXED.join("\n"));
    await expect(dialog.getByRole("status")).toContainText("4 alumnos listos para importar.");
    await dialog.getByRole("button", { name: "Importar 4 alumnos" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("24 alumnos en esta clase")).toBeVisible();
    await expect.poll(() => cardNames(page)).toEqual(expect.arrayContaining(MIXED));
  });
});
