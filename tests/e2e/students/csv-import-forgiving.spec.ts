import type { Locator, Page } from "@playwright/test";
import { createClassViaApi, resizeViewport } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import { openStudents, studentsOnServer } from "../support/roster-helpers";

/** A teacher's messy file: odd header case, values in any case, words, unknown values. */
const MESSY = [
  "Name, Number ,COLOR,element,Shape",
  "Maya Patel,1,green,Fire,Square",
  "Sam Lee,5,Red,Water,Circle",
  "Ann Ode,two,Yellow,Earth,Triangle",
  "Bo Chen,3,Blue,Air,Round",
  "  Cy Diaz  , 4 , PURPLE , air , diamond ",
  "Di Evans,,Red,Fire,",
  "Eve Fox,1,Red,Fire,Square",
  ",2,Red,Fire,Square",
  "Gus Hill,Three,Green,Water,Circle",
  "Hana Ito,2,Yellow,earth,circle",
].join("\r\n");

const toasts = (page: Page) =>
  page.getByRole("region", { name: "Notifications (F8)", includeHidden: true });

async function openWithFile(page: Page, balancing: boolean) {
  const room = await createClassViaApi(page, "Period 3");
  await openStudents(page, room.id);
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import Students from CSV" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("checkbox", { name: "Use Balanced Assignment" }).setChecked(balancing);
  await dialog.getByLabel("CSV file").setInputFiles({
    name: "period3.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(MESSY, "utf8"),
  });
  await expect(toasts(page)).toContainText("Found 9 valid students, 7 corrected");
  return { room, dialog };
}

const corrections = (outcome: string) => [
  "Row 2, Maya Patel: Color 'green' -> Green",
  `Row 3, Sam Lee: '5' is not a Number: ${outcome}`,
  "Row 4, Ann Ode: Number 'two' -> 2",
  `Row 5, Bo Chen: 'Blue' is not a Color: ${outcome}`,
  `Row 5, Bo Chen: 'Round' is not a Shape: ${outcome}`,
  "Row 6, Cy Diaz: Color 'PURPLE' -> Purple",
  "Row 6, Cy Diaz: Element 'air' -> Air",
  "Row 6, Cy Diaz: Shape 'diamond' -> Diamond",
  "Row 10, Gus Hill: Number 'Three' -> 3",
  "Row 11, Hana Ito: Element 'earth' -> Earth",
  "Row 11, Hana Ito: Shape 'circle' -> Circle",
];

/** The texts of the corrections list, one per listed change. */
async function correctionTexts(list: Locator): Promise<string[]> {
  return list.locator("li li").allInnerTexts();
}

test.describe("a forgiving CSV import", () => {
  test.describe.configure({ timeout: 120_000 });

  test("imports all nine named students with every fix listed by name; a row without a name is still refused", async ({
    page,
    teacher: _,
  }, testInfo) => {
    await resizeViewport(page, { width: 1280, height: 800 });
    const { room, dialog } = await openWithFile(page, true);
    const list = dialog.getByRole("region", { name: "7 rows corrected" });
    expect(await correctionTexts(list)).toEqual(corrections("balanced instead"));
    const errors = dialog.getByRole("list", { name: /problem found/ });
    await expect(errors.getByRole("listitem")).toHaveText(["Row 9: Name is required"]);
    await expect(dialog.getByRole("button", { name: "Import 9 Students" })).toBeVisible();

    // The per-row choice by keyboard: arrow keys move between "Import with the fix" and "Leave out".
    const bo = dialog.getByRole("group", { name: "Row 5, Bo Chen" });
    await bo.getByRole("radio", { name: "Import with the fix" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(bo.getByRole("radio", { name: "Leave out" })).toBeChecked();
    await expect(dialog.getByRole("button", { name: "Import 8 Students" })).toBeVisible();
    await expect(dialog.getByRole("table")).not.toContainText("Bo Chen");
    await page.keyboard.press("ArrowLeft");
    await expect(bo.getByRole("radio", { name: "Import with the fix" })).toBeChecked();
    await expect(dialog.getByRole("button", { name: "Import 9 Students" })).toBeVisible();

    await expectNoAxeViolations(page);
    await list.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("preview-1280x800.png") });
    await resizeViewport(page, { width: 375, height: 812 });
    await expect(list).toBeVisible();
    await expectNoAxeViolations(page);
    await list.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("preview-375x812.png") });

    await dialog.getByRole("button", { name: "Import 9 Students" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("9 students in this class")).toBeVisible();
    const saved = new Map((await studentsOnServer(page, room.id)).map((s) => [s.name, s]));
    expect([...saved.keys()].sort()).toEqual(
      [
        "Ann Ode",
        "Bo Chen",
        "Cy Diaz",
        "Di Evans",
        "Eve Fox",
        "Gus Hill",
        "Hana Ito",
        "Maya Patel",
        "Sam Lee",
      ].sort(),
    );
    expect(saved.get("Maya Patel")).toMatchObject({ number: 1, color: "Green", shape: "Square" });
    expect(saved.get("Ann Ode")).toMatchObject({ number: 2, color: "Yellow" });
    expect(saved.get("Cy Diaz")).toMatchObject({ number: 4, color: "Purple", shape: "Diamond" });
    expect(saved.get("Gus Hill")).toMatchObject({ number: 3, color: "Green" });
    expect(saved.get("Hana Ito")).toMatchObject({ element: "Earth", shape: "Circle" });
    // Balanced: the unknown and empty values got options.
    expect(saved.get("Bo Chen")).toMatchObject({ number: 3, element: "Air" });
    expect(["Red", "Yellow", "Green", "Purple"]).toContain(saved.get("Bo Chen")?.color);
    expect(["Square", "Circle", "Triangle", "Diamond"]).toContain(saved.get("Bo Chen")?.shape);
    expect([1, 2, 3, 4]).toContain(saved.get("Sam Lee")?.number);
    expect(saved.get("Di Evans")?.number).not.toBeNull();
    expect(saved.get("Di Evans")?.shape).not.toBeNull();
  });

  test("with balancing off, unknown values are left empty (N/A) and a student can be left out", async ({
    page,
    teacher: _,
  }) => {
    const { room, dialog } = await openWithFile(page, false);
    const list = dialog.getByRole("region", { name: "7 rows corrected" });
    expect(await correctionTexts(list)).toEqual(corrections("left empty (N/A)"));
    const sam = dialog.getByRole("group", { name: "Row 3, Sam Lee" });
    await sam.getByRole("radio", { name: "Import with the fix" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Tab");
    await expect(
      dialog
        .getByRole("group", { name: "Row 4, Ann Ode" })
        .getByRole("radio", { name: "Import with the fix" }),
    ).toBeFocused();
    await expect(dialog.getByRole("button", { name: "Import 8 Students" })).toBeVisible();
    await dialog.getByRole("button", { name: "Import 8 Students" }).click();
    await expect(page.getByText("8 students in this class")).toBeVisible();
    const saved = new Map((await studentsOnServer(page, room.id)).map((s) => [s.name, s]));
    expect(saved.has("Sam Lee")).toBe(false);
    expect(saved.get("Bo Chen")).toMatchObject({
      number: 3,
      color: null,
      element: "Air",
      shape: null,
    });
    expect(saved.get("Di Evans")).toMatchObject({ number: null, color: "Red", shape: null });
    expect(saved.get("Maya Patel")).toMatchObject({ color: "Green" });
  });

  test("a file without some attribute columns balances them, or leaves them empty", async ({
    page,
    teacher: _,
  }) => {
    const room = await createClassViaApi(page, "Period 4");
    await openStudents(page, room.id);
    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import Students from CSV" });
    const balancing = dialog.getByRole("checkbox", { name: "Use Balanced Assignment" });
    await balancing.check();
    const text = ["name,color", "Ann,red", "Bo,Yellow", "Cy,", "Di,Green"].join("\n");
    await dialog.getByLabel("CSV file").setInputFiles({
      name: "names.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(text, "utf8"),
    });
    await expect(
      dialog.getByText("The file has no Shape column: each student's shape is balanced."),
    ).toBeVisible();
    await balancing.uncheck();
    await expect(
      dialog.getByText("The file has no Shape column: each student's shape is left empty (N/A)."),
    ).toBeVisible();
    await balancing.check();
    await dialog.getByRole("button", { name: "Import 4 Students" }).click();
    await expect(page.getByText("4 students in this class")).toBeVisible();
    const saved = await studentsOnServer(page, room.id);
    expect(saved.map((s) => s.color).sort()).toEqual(["Green", "Purple", "Red", "Yellow"]);
    expect(new Set(saved.map((s) => s.shape)).size).toBe(4);
    expect(new Set(saved.map((s) => s.number))).toEqual(new Set([1, 2, 3, 4]));
  });
});
