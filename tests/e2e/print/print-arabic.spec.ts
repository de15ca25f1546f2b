import type { Page } from "@playwright/test";
import { createClassViaApi } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import { printPdf } from "../support/pdf-helpers";
import { importViaApi } from "../support/roster-helpers";

/**
 * A print view in Arabic (docs/product.md#languages, docs/product.md#print): the student list
 * mirrors, and on paper its heading and every name, in Arabic or Latin script, read whole and
 * in the list's order.
 */

const CLASS_NAME = "الصف الخامس";

/**
 * A text as pdftotext gives it back: each right-to-left run between embedding marks (dropped
 * here), and the lam-alef ligature, one glyph on paper, read back as its letters in visual
 * order ("الطلاب" reads "الطالب"). The sheet's glyphs are right; only their reading differs.
 */
const asPdftotextReads = (text: string) => text.replaceAll("لا", "ال");
const shownCell = (page: Page) => page.getByRole("rowheader").first();
const withoutMarks = (text: string) => text.replace(/[\u202a-\u202e]/g, "");
const NAMES = ["محمد علي", "Ada Lovelace", "فاطمة الزهراء", "Ben Okri", "ليلى حسن", "Zoe O'Neil"];

test("the student list in Arabic prints its heading and each name intact, in order", async ({
  page,
  teacher: _,
}) => {
  const room = await createClassViaApi(page, CLASS_NAME);
  await importViaApi(
    page,
    room.id,
    NAMES.map((name) => ({ name })),
  );
  await page.addInitScript(() => localStorage.setItem("classcharm.language", "ar"));
  await page.goto(`/print/students/${room.id}`);
  await expect(page.locator("html[dir=rtl][lang=ar]")).toHaveCount(1);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(`قائمة الطلاب: ${CLASS_NAME}`);
  // Six, as Arabic writes the number in this browser, in Arabic's plural form for 3 to 10.
  const six = await page.evaluate(() => new Intl.NumberFormat("ar").format(6));
  await expect(page.getByText(`${six} طلاب`, { exact: true })).toBeVisible();
  await expect(page.getByRole("rowheader")).toHaveCount(NAMES.length);
  await expectNoAxeViolations(page);

  // The list's order is the language's: the same as Arabic's collation, names as written.
  const shown = await page.getByRole("rowheader").allTextContents();
  const collated = await page.evaluate(
    (names) =>
      [...names].sort(new Intl.Collator("ar", { sensitivity: "base", numeric: true }).compare),
    NAMES,
  );
  expect(shown).toEqual(collated);

  // The sheet mirrors: the name column is on the right, the number column right of it.
  const [numberBox, nameBox] = await Promise.all([
    page.getByRole("columnheader", { name: "#" }).boundingBox(),
    page.getByRole("columnheader", { name: "الاسم" }).boundingBox(),
  ]);
  expect(numberBox && nameBox && numberBox.x > nameBox.x).toBe(true);
  // Headings and names start on the right, as the numbers do, not centred.
  for (const cell of [page.getByRole("columnheader", { name: "الاسم" }), shownCell(page)]) {
    expect(await cell.evaluate((el) => getComputedStyle(el).textAlign)).toBe("start");
  }

  const pdf = await printPdf(page, "css", "student-list-arabic");
  const text = withoutMarks(pdf.flat);
  expect(text).toContain(asPdftotextReads("قائمة الطلاب"));
  expect(text).toContain(asPdftotextReads(CLASS_NAME));
  // Every name whole, top to bottom in the list's order.
  let from = 0;
  for (const name of shown) {
    const at = text.indexOf(asPdftotextReads(name), from);
    expect(at, `"${name}" after position ${from} in: ${text}`).toBeGreaterThanOrEqual(0);
    from = at + name.length;
  }
});
