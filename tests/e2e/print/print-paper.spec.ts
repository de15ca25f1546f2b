import type { Page } from "@playwright/test";
import { createClassViaApi } from "../support/app-helpers";
import { expect, test } from "../support/fixtures";
import { expectPaper, printPdf } from "../support/pdf-helpers";
import { importViaApi } from "../support/roster-helpers";

/**
 * pdftotext joins a word broken at a hyphen across two lines and drops the hyphen
 * ("Okonkwo-" / "Smith" reads "OkonkwoSmith"): names are compared without their hyphens.
 */
const unhyphenated = (text: string) => text.replaceAll("-", "");

/** Print that saves paper (docs/product.md#print, docs/decisions/0044-option-colours.md). */
const FIRST = ["Amelia", "Benjamin", "Charlotte", "Dmitri", "Esperanza", "Francesca", "Gabriel"];
const LAST = ["Okonkwo-Smith", "Van der Berg", "Nakamura", "Rodriguez", "Fitzgerald"];
const names = (n: number) =>
  Array.from({ length: n }, (_, i) => `${FIRST[i % 7]} ${LAST[Math.floor(i / 7) % 5]}`);
const COLORS = ["Red", "Yellow", "Green", "Purple"];

async function classOf(page: Page, name: string, size: number) {
  const room = await createClassViaApi(page, name);
  const rows = names(size).map((student, i) => ({
    name: student,
    number: (i % 4) + 1,
    color: COLORS[i % 4] as string,
    element: "Fire",
    shape: "Square",
  }));
  await importViaApi(page, room.id, rows);
  return room;
}

async function printGroups(page: Page, classId: string, groups: number) {
  await page.goto("/groups");
  await page.getByLabel("Class", { exact: true }).selectOption(classId);
  await page.getByLabel("Number of groups").fill(String(groups));
  await page.getByRole("button", { name: "Generate Groups" }).click();
  await expect(page.getByTestId("group-card")).toHaveCount(groups);
  await page.getByRole("button", { name: "Print Groups" }).click();
  await expect(page).toHaveURL("/print/groups");
  await expect(page.getByRole("heading", { level: 2 })).toHaveCount(groups);
}

/** The names' size on paper, in points (1 pt = 4/3 px). */
async function nameSizesPt(page: Page, sample: string): Promise<number> {
  const px = await page
    .getByText(sample, { exact: true })
    .first()
    .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
  return (px * 3) / 4;
}

test.describe("print that saves paper", () => {
  test.describe.configure({ timeout: 120_000 });

  test("35 students in 8 groups print on one A4 page and one Letter page, names 14 pt or more", async ({
    page,
    teacher: _,
  }) => {
    const room = await classOf(page, "Big Room", 35);
    await printGroups(page, room.id, 8);
    // Names only by default: no attribute under them.
    await expect(page.getByText("Fire", { exact: true })).toHaveCount(0);
    const a4 = await printPdf(page, "css", "group-sheet-35");
    expectPaper(a4, "A4");
    expect(a4.pages).toBe(1);
    expect(await nameSizesPt(page, names(1)[0] as string)).toBeGreaterThanOrEqual(14);
    for (const name of new Set(names(35)))
      expect(unhyphenated(a4.flat)).toContain(unhyphenated(name));
    expect(a4.text).toContain("Group 8");
    const letter = await printPdf(page, "Letter");
    expectPaper(letter, "Letter");
    expect(letter.pages).toBe(1);
    expect(letter.text).toContain("Group 8");

    // Attributes are a choice; they come under the names when asked for.
    await page.emulateMedia({ media: "screen" });
    await page.getByRole("checkbox", { name: "Show attributes" }).check();
    await expect(page.getByText("Fire", { exact: true }).first()).toBeVisible();
  });

  test("30 students in 6 groups: one page; one group per page: six pages", async ({
    page,
    teacher: _,
  }) => {
    const room = await classOf(page, "Room Six", 30);
    await printGroups(page, room.id, 6);
    const sheet = await printPdf(page);
    expect(sheet.pages).toBe(1);
    for (const name of new Set(names(30)))
      expect(unhyphenated(sheet.flat)).toContain(unhyphenated(name));

    await page.emulateMedia({ media: "screen" });
    await page.getByRole("radio", { name: "One group per page" }).check();
    const cards = await printPdf(page, "css", "group-cards");
    expectPaper(cards, "A4");
    expect(cards.pages).toBe(6);
    const perPage = cards.text.split("\f").filter((p) => p.trim() !== "");
    expect(perPage).toHaveLength(6);
    for (const [i, text] of perPage.entries()) expect(text).toContain(`Group ${i + 1}`);
    expect(await nameSizesPt(page, names(1)[0] as string)).toBeGreaterThanOrEqual(24);
  });

  test("student cards: from the Students tab by keyboard, 30 students on 4 pages", async ({
    page,
    teacher: _,
  }) => {
    const room = await classOf(page, "Card Room", 30);
    await page.goto("/students");
    await page.getByLabel("Class", { exact: true }).selectOption(room.id);
    // The two prints are one toolbar: one Tab stop, the arrow keys between them.
    const prints = page.getByRole("toolbar", { name: "Print" });
    await prints.getByRole("link", { name: "Print List" }).focus();
    await page.keyboard.press("ArrowRight");
    const link = prints.getByRole("link", { name: "Print Cards" });
    await expect(link).toBeFocused();
    await expect(prints.getByRole("link", { name: "Print List" })).toHaveAttribute(
      "tabindex",
      "-1",
    );
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/print/cards/${room.id}`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Student Cards: Card Room" }),
    ).toBeVisible();
    await expect(page.getByRole("listitem")).toHaveCount(30);
    const pdf = await printPdf(page, "css", "student-cards");
    expectPaper(pdf, "A4");
    expect(pdf.pages).toBe(4);
    for (const name of new Set(names(30)))
      expect(unhyphenated(pdf.flat)).toContain(unhyphenated(name));
    expect(pdf.flat).toContain("Purple");
    const letter = await printPdf(page, "Letter");
    expect(letter.pages).toBe(4);
  });

  test("the attribute reference prints no placeholder for an empty description", async ({
    page,
    teacher: _,
  }) => {
    await page.goto("/print/reference");
    await expect(page.getByRole("heading", { level: 2 })).toHaveCount(4);
    const pdf = await printPdf(page);
    expect(pdf.text).toContain("Diamond");
    expect(pdf.text).not.toContain("No description");
    expect(pdf.pages).toBe(1);
  });
});
