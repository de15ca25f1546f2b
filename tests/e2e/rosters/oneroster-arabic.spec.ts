import type { Locator, Page } from "@playwright/test";
import type { FixtureClass } from "../../support/oneroster-fixtures";
import { classesOnServer, sidewaysOverflow } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import { classCheckbox, exportZip, reviewOf } from "../support/oneroster-helpers";
import { studentsOnServer } from "../support/roster-helpers";

// The OneRoster import for a teacher who reads Arabic: the dialog's words are the catalogue's
// Arabic, the page runs right to left, and class titles and students' names (Latin or Arabic)
// stay exactly as the school system wrote them.

const TITLE = "الاستيراد من OneRoster";
const ISOLATE = "\u2068";
const END_ISOLATE = "\u2069";

/** One class, a Latin title, three students: two Latin names and an Arabic one. */
function mixedClass(): FixtureClass[] {
  return [
    {
      id: "class-ar",
      title: "Math 7A",
      code: "M7A",
      students: [
        { id: "stu-1", given: "Zoë", family: "O'Brien-2" },
        { id: "stu-2", given: "ليلى", family: "حداد" },
        { id: "stu-3", given: "Omar", family: "Haddad" },
      ],
    },
  ];
}

/** The roster class's title in its row (the row's label starts with it). */
const rosterTitle = (dialog: Locator) => dialog.locator("label bdi").first();

/** A count as the page's Arabic writes it (the browser's own digits for the language). */
const arabicNumber = (page: Page, value: number) =>
  page.evaluate((n) => new Intl.NumberFormat("ar").format(n), value);

test.describe("Import from OneRoster in Arabic", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("classcharm.language", "ar"));
  });

  test("the dialog reads Arabic, right to left, with titles and names as written", async ({
    page,
    teacher: _,
  }) => {
    test.slow(); // three axe checks, a review and an import: over 30 s on shared cores
    await page.goto("/classes");
    await expect(page.locator("html[dir=rtl][lang=ar]")).toHaveCount(1);
    await page.getByRole("button", { name: TITLE }).first().click();
    const dialog = page.getByRole("dialog", { name: TITLE });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("لا يُحفظ إلا أسماء الطلاب")).toBeVisible();
    await expect(dialog.getByText("Only the students' names")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await dialog.getByLabel("ملف تصدير OneRoster").setInputFiles(exportZip("1.2", mixedClass()));
    const three = await arabicNumber(page, 3);
    await expect(dialog.getByRole("status")).toContainText(`عُثر على صف واحد و${three} طلاب`);
    // The file's name is set apart from the Arabic around it (Unicode isolates), not changed.
    await expect(dialog.getByRole("status")).toContainText(
      `${ISOLATE}oneroster-1.2.zip${END_ISOLATE} (OneRoster 1.2).`,
    );
    // The only class is picked; its title is the export's, untranslated.
    await expect(classCheckbox(dialog, "Math 7A")).toBeChecked();
    await expect(rosterTitle(dialog)).toHaveText("Math 7A");
    await expect(dialog.getByLabel("استيراد Math 7A إلى")).toHaveValue("");
    await expectNoAxeViolations(page);

    await dialog.getByRole("button", { name: "مراجعة الاستيراد" }).click();
    const math = reviewOf(dialog, "Math 7A");
    await expect(math.getByRole("heading")).toContainText("صف جديد «");
    const added = math.getByRole("listitem");
    await expect(added).toContainText(`${three} طلاب جدد:`);
    for (const name of ["Zoë O'Brien-2", "ليلى حداد", "Omar Haddad"]) {
      await expect(added).toContainText(name);
    }
    await expectNoAxeViolations(page);
    expect(await sidewaysOverflow(page)).toBe(0);

    await dialog.getByRole("button", { name: "استيراد صف واحد" }).click();
    await expect(dialog).toBeHidden();
    // The notification area is named in Arabic too.
    await expect(page.getByRole("region", { name: "الإشعارات (F8)" })).toContainText(
      `تم استيراد ${three} طلاب`,
    );
    const classes = await classesOnServer(page);
    expect(classes.map((c) => [c.name, c.studentCount])).toEqual([["Math 7A", 3]]);
    const names = (await studentsOnServer(page, classes[0]?.id as string)).map((s) => s.name);
    expect(names.sort()).toEqual(["Omar Haddad", "Zoë O'Brien-2", "ليلى حداد"].sort());
  });

  test("a phone's width holds the dialog without sideways scrolling, mirrored", async ({
    page,
    teacher: _,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/classes");
    await page.getByRole("button", { name: TITLE }).first().click();
    const dialog = page.getByRole("dialog", { name: TITLE });
    await dialog.getByLabel("ملف تصدير OneRoster").setInputFiles(exportZip("1.2", mixedClass()));
    await expect(classCheckbox(dialog, "Math 7A")).toBeChecked();
    expect(await sidewaysOverflow(page)).toBe(0);
    // Right to left: the class's checkbox is at the row's right, its title to its left.
    const box = await classCheckbox(dialog, "Math 7A").boundingBox();
    const title = await rosterTitle(dialog).boundingBox();
    expect(box && title && box.x > title.x).toBe(true);
    await dialog.getByRole("button", { name: "مراجعة الاستيراد" }).click();
    await expect(reviewOf(dialog, "Math 7A")).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});
