import type { Page } from "@playwright/test";
import { balancedDefaultViaApi, createClassViaApi, sidewaysOverflow } from "../support/app-helpers";
import { countLine, watchRequests } from "../support/demo-helpers";
import { expect, expectNoAxeViolations, test, toasts } from "../support/fixtures";
import {
  card,
  importViaApi,
  openStudents,
  studentsOnServer,
  tally,
} from "../support/roster-helpers";

/** 25 rows as a spreadsheet copies them: tab-separated, a header, then a blank row and a repeat. */
const FIRST = [
  "Ava",
  "Ben",
  "Cy",
  "Dee",
  "Eli",
  "Fay",
  "Gus",
  "Hal",
  "Ivy",
  "Jo",
  "Kai",
  "Lu",
  "Mo",
];
const LAST = ["Smith", "Ode", "Park"];
const TWENTY_FIVE = Array.from(
  { length: 25 },
  (_, i) => `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length)]}`,
);
const SPREADSHEET = [
  "Name\tNumber\tColor",
  ...TWENTY_FIVE.slice(0, 12).map((name, i) => `${name}\t${(i % 4) + 1}\tRed`),
  "\t\t",
  ...TWENTY_FIVE.slice(12).map((name, i) => `${name}\t${(i % 4) + 1}\tGreen`),
  "ava smith\t1\tRed",
].join("\r\n");

const pasteDialog = (page: Page) => page.getByRole("dialog", { name: "Paste Student Names" });

/** Puts text on the clipboard and pastes it into the focused field with Ctrl+V. */
async function pasteFromClipboard(page: Page, text: string) {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.keyboard.press("ControlOrMeta+V");
}

test.describe("Paste Names", () => {
  test("25 names pasted from a spreadsheet: read by the header, blank row and repeat shown, imported at once", async ({
    page,
    teacher: _,
  }) => {
    const room = await createClassViaApi(page, "Pasted");
    await openStudents(page, room.id);
    await page.getByRole("button", { name: "Paste Names" }).click();
    const dialog = pasteDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Import 0 Students" })).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByLabel("Names or spreadsheet rows").focus();
    await pasteFromClipboard(page, SPREADSHEET);
    const status = dialog.getByRole("status");
    await expect(status).toContainText(
      "Read as spreadsheet rows under a header: Name, Number, Color.",
    );
    await expect(status).toContainText("25 students ready to import.");
    await expect(dialog.getByText("Row 14 is blank: skipped.")).toBeVisible();
    const repeats = dialog.getByRole("list", { name: "1 repeated name left out" });
    await expect(repeats.getByRole("listitem")).toHaveText(["Row 28: ava smith is also on row 2."]);
    await expect(dialog.getByRole("cell", { name: "Ava Smith" })).toBeVisible();
    await expect(dialog.getByText("and 15 more")).toBeVisible();
    await expectNoAxeViolations(page);

    const imports: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("/students/import")) imports.push(r.url());
    });
    await dialog.getByRole("button", { name: "Import 25 Students" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("25 students in this class")).toBeVisible();
    expect(imports).toHaveLength(1);
    const saved = await studentsOnServer(page, room.id);
    expect(saved.map((s) => s.name).sort()).toEqual([...TWENTY_FIVE].sort());
    expect(tally(saved, "color")).toEqual(
      new Map([
        ["Red", 12],
        ["Green", 13],
      ]),
    );
    await expect(card(page, "Mo Smith")).toBeVisible();
  });

  test("names already in the class are left out unless kept; balanced assignment; errors listed", async ({
    page,
    teacher: _,
  }) => {
    const room = await createClassViaApi(page, "Again");
    await importViaApi(page, room.id, [{ name: "Ava Smith" }]);
    await openStudents(page, room.id);
    await page.getByRole("button", { name: "Paste Names" }).click();
    const dialog = pasteDialog(page);
    await dialog
      .getByLabel("Names or spreadsheet rows")
      .fill(`Ava Smith\nBen\nCy\n${"x".repeat(101)}`);
    await expect(dialog.getByRole("status")).toContainText("Read as one name per line.");
    await expect(dialog.getByText("Row 1: Ava Smith is already in this class.")).toBeVisible();
    await expect(dialog.getByText("Row 4: Name must be at most 100 characters")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Import 2 Students" })).toBeVisible();
    await dialog.getByLabel("Add repeated names anyway").check();
    await expect(dialog.getByRole("heading", { name: "Repeated names are kept" })).toBeVisible();
    await dialog.getByLabel("Use Balanced Assignment").check();
    await dialog.getByRole("button", { name: "Import 3 Students" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("4 students in this class")).toBeVisible();
    const saved = await studentsOnServer(page, room.id);
    expect(saved.filter((s) => s.name === "Ava Smith")).toHaveLength(2);
    // Balanced: the three pasted got three different colours (the first had none).
    const pasted = saved.filter((s) => s.color !== null);
    expect(new Set(pasted.map((s) => s.color)).size).toBe(3);
  });

  test("a default balanced assignment turned off that arrives after the dialog opened is followed", async ({
    page,
    teacher: _,
  }) => {
    await balancedDefaultViaApi(page, false);
    // A slow first load: the preferences answer only once the dialog is open.
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/user-preferences/**", async (route) => {
      if (route.request().method() === "GET") await answered;
      await route.continue();
    });
    const room = await createClassViaApi(page, "Late");
    await openStudents(page, room.id);
    await page.getByRole("button", { name: "Paste Names" }).click();
    const dialog = pasteDialog(page);
    const balanced = dialog.getByLabel("Use Balanced Assignment");
    // While the preference loads, the default (on); then the teacher's saved "off".
    await expect(balanced).toBeChecked();
    release();
    await expect(balanced).not.toBeChecked();
    await dialog.getByLabel("Names or spreadsheet rows").fill("Ann\nBen\nCy\nDi");
    await dialog.getByRole("button", { name: "Import 4 Students" }).click();
    await expect(page.getByText("4 students in this class")).toBeVisible();
    const colors = (await studentsOnServer(page, room.id)).map((s) => s.color);
    expect(colors).toEqual([null, null, null, null]);
  });

  test("an empty class offers Paste a List; by keyboard only on a phone, no sideways scroll, axe clean @phone", async ({
    page,
    hasTouch,
    teacher: _,
  }) => {
    if (!hasTouch) await page.setViewportSize({ width: 375, height: 800 });
    const room = await createClassViaApi(page, "Phone");
    await openStudents(page, room.id);
    const offer = page.getByRole("button", { name: "Paste a List" });
    await offer.focus();
    await page.keyboard.press("Enter");
    const dialog = pasteDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Names or spreadsheet rows")).toBeFocused();
    await page.keyboard.insertText("Ava\nBen\n\nCy");
    await expect(dialog.getByText("Row 3 is blank: skipped.")).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    const importButton = dialog.getByRole("button", { name: "Import 3 Students" });
    for (
      let i = 0;
      i < 12 && !(await importButton.evaluate((b) => b === document.activeElement));
      i++
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(importButton).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page.getByText("3 students in this class")).toBeVisible();
    await expect(toasts(page)).toContainText("Imported 3 students");
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  test("the demo pastes names in memory with no write request", async ({ page, baseURL }) => {
    const requests = watchRequests(page, baseURL);
    await page.goto("/students");
    await expect(countLine(page, 20)).toBeVisible();
    await page.getByRole("button", { name: "Paste Names" }).click();
    const dialog = pasteDialog(page);
    await dialog.getByLabel("Names or spreadsheet rows").fill("Zed Demo\nYara Demo");
    await dialog.getByRole("button", { name: "Import 2 Students" }).click();
    await expect(dialog).toBeHidden();
    await expect(countLine(page, 22)).toBeVisible();
    await expect(card(page, "Zed Demo")).toBeVisible();
    requests.expectNothingSent();
  });
});
