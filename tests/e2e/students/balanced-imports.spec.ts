import type { Page } from "@playwright/test";
import { createClassViaApi } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test, toasts } from "../support/fixtures";
import {
  classCheckbox,
  exportZip,
  rosterDialog,
  rosterFileInput,
} from "../support/oneroster-helpers";
import { type ApiStudent, card, openStudents, studentsOnServer } from "../support/roster-helpers";

/** Attributes fill themselves in: balanced assignment on by default for every import. */

const NAMES = Array.from({ length: 28 }, (_, i) => `Pupil ${String(i + 1).padStart(2, "0")}`);
const OPTIONS = {
  number: [1, 2, 3, 4],
  color: ["Red", "Yellow", "Green", "Purple"],
  element: ["Fire", "Water", "Earth", "Air"],
  shape: ["Square", "Circle", "Triangle", "Diamond"],
} as const;

/** Every attribute set, each value held by as many students as the others, give or take one. */
function expectBalanced(students: readonly ApiStudent[]) {
  for (const [name, options] of Object.entries(OPTIONS) as [
    keyof typeof OPTIONS,
    readonly unknown[],
  ][]) {
    const counts = options.map((o) => students.filter((s) => s[name] === o).length);
    expect(
      counts.reduce((a, b) => a + b, 0),
      `${name} filled`,
    ).toBe(students.length);
    expect(Math.max(...counts) - Math.min(...counts), `${name} spread`).toBeLessThanOrEqual(1);
  }
}

async function pasteNames(page: Page, names: readonly string[], balanced: boolean) {
  await page
    .getByRole("button", { name: /^(Paste Names|Paste a List)$/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Paste Student Names" });
  const box = dialog.getByLabel("Use Balanced Assignment");
  // On from the start: the preference was never set.
  await expect(box).toBeChecked();
  if (!balanced) await box.uncheck();
  await dialog.getByLabel("Names or spreadsheet rows").fill(names.join("\n"));
  await dialog.getByRole("button", { name: `Import ${names.length} Students` }).click();
  await expect(dialog).toBeHidden();
}

test.describe("attributes fill themselves in", () => {
  test.describe.configure({ timeout: 90_000 });

  test("28 pasted names arrive balanced, 'Imported 28 students'; the switch turned off gives N/A", async ({
    page,
    teacher: _,
  }) => {
    const room = await createClassViaApi(page, "Pasted");
    await openStudents(page, room.id);
    await pasteNames(page, NAMES, true);
    await expect(toasts(page)).toContainText("Imported 28 students");
    await expect(toasts(page)).not.toContainText("Importing");
    await expect(page.getByText("28 students in this class")).toBeVisible();
    expectBalanced(await studentsOnServer(page, room.id));
    await expect(card(page, "Pupil 01")).not.toContainText("N/A");

    const bare = await createClassViaApi(page, "Bare");
    await openStudents(page, bare.id);
    await pasteNames(page, ["Ann", "Ben"], false);
    await expect(toasts(page)).toContainText("Imported 2 students");
    const saved = await studentsOnServer(page, bare.id);
    expect(saved.map((s) => [s.number, s.color, s.element, s.shape])).toEqual([
      [null, null, null, null],
      [null, null, null, null],
    ]);
    await expect(card(page, "Ann").getByText("N/A")).toHaveCount(4);
  });

  test("a failed import says what failed", async ({ page, teacher: _ }) => {
    const room = await createClassViaApi(page, "Refused");
    await openStudents(page, room.id);
    await page.route("**/students/import", (route) =>
      route.fulfill({
        status: 409,
        contentType: "application/json",
        body: '{"error":"This class is full"}',
      }),
    );
    await page.getByRole("button", { name: "Paste a List" }).click();
    const dialog = page.getByRole("dialog", { name: "Paste Student Names" });
    await dialog.getByLabel("Names or spreadsheet rows").fill("Ann\nBen");
    await dialog.getByRole("button", { name: "Import 2 Students" }).click();
    await expect(toasts(page)).toContainText("Import Failed");
    await expect(toasts(page)).toContainText("2 students were not imported: This class is full");
    await expect(dialog).toBeVisible();
  });

  test("OneRoster: newcomers balanced with the switch on, N/A with it off", async ({
    page,
    teacher: _,
  }) => {
    await page.goto("/classes");
    for (const [title, balanced] of [
      ["Math 7A", true],
      ["Science 7B", false],
    ] as const) {
      await page.getByRole("button", { name: "Import from OneRoster" }).first().click();
      const dialog = rosterDialog(page);
      await rosterFileInput(dialog).setInputFiles(exportZip("1.2"));
      // Math 7A, once imported, is picked again by default: one class at a time here.
      await classCheckbox(dialog, "Math 7A").setChecked(title === "Math 7A");
      await classCheckbox(dialog, title).check();
      await dialog.getByRole("button", { name: "Review Import" }).click();
      const box = dialog.getByRole("checkbox", { name: "Use Balanced Assignment" });
      await expect(box).toBeChecked();
      if (!balanced) await box.uncheck();
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: "Import 1 Class" }).click();
      await expect(dialog).toBeHidden();
      await expect(toasts(page)).toContainText("Imported 30 students");
    }
    const classes = (await (await page.request.get("/api/classes")).json()) as {
      id: string;
      name: string;
    }[];
    const idOf = (name: string) => classes.find((c) => c.name === name)?.id as string;
    expectBalanced(await studentsOnServer(page, idOf("Math 7A")));
    const off = await studentsOnServer(page, idOf("Science 7B"));
    expect(off).toHaveLength(30);
    expect(off.every((s) => s.number === null && s.color === null && s.shape === null)).toBe(true);
  });
});
