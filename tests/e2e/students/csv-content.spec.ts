/**
 * The CSV import judges a file by its content, not its name or MIME type. A picture
 * renamed .csv is refused with a clear message (and nothing is sent); a real CSV named .txt, or
 * without an extension and with an odd type, is read and imported.
 */
import type { Page } from "@playwright/test";
import { createClassViaApi, expectFitsAllWidths } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import { openStudents, studentsOnServer } from "../support/roster-helpers";

const HEADER = "name,number,color,element,shape";
const NOT_A_CSV = "This file isn't a CSV file. Save it as CSV (comma-separated) and try again.";

const toasts = (page: Page) =>
  page.getByRole("region", { name: "Notifications (F8)", includeHidden: true });

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

async function openImport(page: Page) {
  const room = await createClassViaApi(page, "Period 2");
  await openStudents(page, room.id);
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import Students from CSV" });
  await expect(dialog).toBeVisible();
  return { room, dialog };
}

test.describe("the CSV import checks the file's content", () => {
  test.describe.configure({ timeout: 90_000 });

  test("refuses a PNG renamed .csv, with what to do", async ({ page, teacher: _ }) => {
    const { room, dialog } = await openImport(page);
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("/students")) posts.push(r.url());
    });
    await dialog
      .getByLabel("CSV file")
      .setInputFiles({ name: "class-list.csv", mimeType: "text/csv", buffer: PNG });
    await expect(toasts(page)).toContainText("Invalid File");
    await expect(toasts(page)).toContainText(NOT_A_CSV);
    await expect(dialog.getByText(`Invalid File: ${NOT_A_CSV}`)).toBeVisible();
    await expect(dialog.getByRole("table")).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Import 0 Students" })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectFitsAllWidths(page, () => expect(dialog.getByText(NOT_A_CSV)).toBeVisible());

    // Keyboard: the file input is still reachable, and a real CSV after the refusal works.
    await dialog.getByLabel("CSV file").focus();
    await expect(dialog.getByLabel("CSV file")).toBeFocused();
    await dialog.getByLabel("CSV file").setInputFiles({
      name: "class-list.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`${HEADER}\nAnn,1,Red,Fire,Square\n`),
    });
    await expect(dialog.getByRole("button", { name: "Import 1 Student" })).toBeVisible();
    await expect(dialog.getByText(NOT_A_CSV)).toHaveCount(0);
    expect(posts).toEqual([]);
    expect(await studentsOnServer(page, room.id)).toEqual([]);
  });

  test("imports a CSV named .txt, and one without an extension", async ({ page, teacher: _ }) => {
    const { room, dialog } = await openImport(page);
    await dialog.getByLabel("CSV file").setInputFiles({
      name: "roster.txt",
      mimeType: "text/plain",
      buffer: Buffer.from(
        `\uFEFF${HEADER}\r\nJosé,2,Yellow,Water,Circle\r\nBo,1,Red,Fire,Square\r\n`,
      ),
    });
    await expect(toasts(page)).toContainText("File Parsed Successfully");
    await expect(dialog.getByRole("table")).toContainText("José");
    await dialog.getByRole("button", { name: "Import 2 Students" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("2 students in this class")).toBeVisible();

    await page.getByRole("button", { name: "Import CSV" }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("CSV file").setInputFiles({
      name: "roster",
      mimeType: "application/octet-stream",
      buffer: Buffer.from(`${HEADER}\nCy,3,Green,Earth,Triangle\n`),
    });
    await dialog.getByRole("button", { name: "Import 1 Student" }).click();
    await expect(dialog).toBeHidden();
    expect((await studentsOnServer(page, room.id)).map((s) => s.name)).toEqual([
      "José",
      "Bo",
      "Cy",
    ]);
  });
});
