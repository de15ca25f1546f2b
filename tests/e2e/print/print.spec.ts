import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { createClassViaApi, expectFitsAllWidths } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test, toasts } from "../support/fixtures";
import { importViaApi } from "../support/roster-helpers";
import { SAME_ORIGIN } from "../support/same-origin";

const ROWS = [
  { name: "Ada Lovelace", number: 1, color: "Red", element: "Fire", shape: "Square" },
  { name: "Ben Okri", number: 2, color: "Yellow", element: "Water", shape: "Circle" },
  { name: "Cleo Park", number: 3, color: "Green", element: "Earth", shape: "Triangle" },
  { name: "Dev Patel", number: 4, color: "Purple", element: "Air", shape: "Diamond" },
  { name: "Eve Adams", number: 1, color: "Yellow", element: "Water", shape: "Square" },
];
const NAMES = ROWS.map((r) => r.name);
/** A4 is 595.28 × 841.89 pt (Chromium rounds to whole CSS pixels); Letter is 612 × 792. */
const A4_POINTS = { width: 595.28, height: 841.89 };
const POPUP_MESSAGE = "Please allow pop-ups for this site to use the print function.";
const PRINT_FAILED = "There was an issue with printing. Please try again.";

type Size = { width: number; height: number };

const hasPoppler = !spawnSync("pdftotext", ["-v"]).error;

/** Renders the page as Chromium prints it; returns the PDF's text (poppler) and page sizes. */
async function printToPdf(page: Page): Promise<{ text: string; sizes: Size[] }> {
  await page.emulateMedia({ media: "print" });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  if (!hasPoppler) {
    // Without poppler-utils: the DOM as printed, and the page boxes read from the PDF itself.
    const sizes = [...pdf.toString("latin1").matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)/g)];
    return {
      text: await page.locator("main").innerText(),
      sizes: sizes.map((m) => ({ width: Number(m[1]), height: Number(m[2]) })),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "classcharm-pdf-"));
  const file = join(dir, "page.pdf");
  writeFileSync(file, pdf);
  let text: string;
  let info: string;
  try {
    text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
    info = execFileSync("pdfinfo", ["-l", "99", file]).toString();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const sizes = [...info.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/g)];
  return { text, sizes: sizes.map((m) => ({ width: Number(m[1]), height: Number(m[2]) })) };
}

function expectA4(sizes: Size[]) {
  expect(sizes.length).toBeGreaterThan(0);
  for (const { width, height } of sizes) {
    expect(Math.abs(width - A4_POINTS.width)).toBeLessThan(2);
    expect(Math.abs(height - A4_POINTS.height)).toBeLessThan(2);
  }
}

/** The toolbar is for the screen only. */
async function expectToolbarHiddenInPrint(page: Page) {
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Back" })).toBeHidden();
}

async function hideColorFromStudents(page: Page) {
  const res = await page.request.post("/api/teacher-settings", {
    headers: SAME_ORIGIN,
    data: {
      attribute_name: "color",
      display_name: "Team Colour",
      description: "The colour of the student's table",
      options: ["Red", "Yellow", "Green", "Purple"],
      show_to_students: false,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test.describe("the print views", () => {
  test.describe.configure({ timeout: 90_000 });

  test("student list: from the Students tab's print card to an A4 PDF with every student", async ({
    page,
    teacher: _,
  }) => {
    await hideColorFromStudents(page);
    const room = await createClassViaApi(page, "Period 7");
    await importViaApi(page, room.id, ROWS);
    await page.goto("/students");
    await page.getByLabel("Class", { exact: true }).selectOption(room.id);
    await page.getByRole("link", { name: "Print List" }).click();
    await expect(page).toHaveURL(`/print/students/${room.id}`);

    const heading = page.getByRole("heading", { level: 1, name: "Student List: Period 7" });
    await expect(heading).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    // The roster is the teacher's: every attribute under its display name, hidden ones too.
    for (const column of ["Name", "Number", "Team Colour", "Element", "Shape"]) {
      await expect(page.getByRole("columnheader", { name: column })).toBeVisible();
    }
    await expect(page.getByRole("rowheader")).toHaveText([...NAMES].sort());
    await expect(page).toHaveTitle(/Student List: Period 7/);
    await expectNoAxeViolations(page);
    await expectFitsAllWidths(page, () => expect(heading).toBeVisible());

    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed++;
      };
    });
    await page.getByRole("button", { name: "Print" }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await expect(page.getByText(POPUP_MESSAGE)).toHaveCount(0);
    await expect(page.getByText(PRINT_FAILED)).toHaveCount(0);

    const pdf = await printToPdf(page);
    await expectToolbarHiddenInPrint(page);
    expectA4(pdf.sizes);
    expect(pdf.text).toContain("Student List: Period 7");
    expect(pdf.text).toContain("Team Colour");
    for (const name of NAMES) expect(pdf.text).toContain(name);
    expect(pdf.text).toContain("Purple");

    await page.emulateMedia({ media: "screen" });
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL("/students");
  });

  test("group sheet: Print Groups prints every group for students, hidden attributes left out", async ({
    page,
    teacher: _,
  }) => {
    await hideColorFromStudents(page);
    const room = await createClassViaApi(page, "Period 8");
    await importViaApi(page, room.id, ROWS);
    await page.goto("/groups");
    await page.getByLabel("Class", { exact: true }).selectOption(room.id);
    await page.getByLabel("Number of groups").fill("2");
    await page.getByRole("button", { name: "Generate Groups" }).click();
    await expect(page.getByTestId("group-card")).toHaveCount(2);
    await page.getByRole("button", { name: "Print Groups" }).click();
    await expect(page).toHaveURL("/print/groups");

    await expect(page.getByRole("heading", { level: 1, name: "Groups: Period 8" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(["Group 1", "Group 2"]);
    for (const name of NAMES) await expect(page.getByText(name, { exact: true })).toBeVisible();
    // Names only by default (docs/product.md#print); the shown attributes on request.
    await expect(page.getByText("Fire", { exact: true })).toHaveCount(0);
    await page.getByRole("checkbox", { name: "Show attributes" }).check();
    await expect(page.getByText("Fire", { exact: true })).toBeVisible();
    await expect(page.getByText(/^(Red|Yellow|Green|Purple)$/)).toHaveCount(0);
    await expectNoAxeViolations(page);

    const pdf = await printToPdf(page);
    await expectToolbarHiddenInPrint(page);
    expectA4(pdf.sizes);
    expect(pdf.text).toContain("Groups: Period 8");
    expect(pdf.text).toMatch(/Group 1[\s\S]*Group 2/);
    for (const name of NAMES) expect(pdf.text).toContain(name);
    expect(pdf.text).toContain("Water");
    expect(pdf.text).not.toMatch(/\b(Red|Yellow|Green|Purple)\b/);

    // A reload prints the same groups (kept for this tab), and Back finds them on screen.
    await page.emulateMedia({ media: "screen" });
    await page.reload();
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(["Group 1", "Group 2"]);
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL("/groups");
    await expect(page.getByTestId("group-card")).toHaveCount(2);
  });

  test("group sheet with nothing generated says so and offers the Groups tab", async ({ page }) => {
    await page.goto("/print/groups");
    await expect(page.getByRole("heading", { level: 1, name: "Groups" })).toBeVisible();
    await expect(page.getByText("No groups to print yet.", { exact: false })).toBeVisible();
    await expect(page.getByRole("button", { name: "Print" })).toBeDisabled();
    await expect(page.getByRole("link", { name: "Go to Groups" })).toHaveAttribute(
      "href",
      "/groups",
    );
    await expectNoAxeViolations(page);
  });

  test("attribute reference: from Settings to a PDF with names, descriptions and options", async ({
    page,
    teacher: _,
  }) => {
    await hideColorFromStudents(page);
    await page.goto("/settings");
    await page.getByRole("link", { name: "Print Reference" }).click();
    await expect(page).toHaveURL("/print/reference");
    await expect(
      page.getByRole("heading", { level: 1, name: "Attribute Reference" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 })).toHaveText([
      "Number",
      "Team Colour (Color)",
      "Element",
      "Shape",
    ]);
    await expect(page.getByText("The colour of the student's table")).toBeVisible();
    const colours = page.getByRole("list", { name: "Team Colour options" });
    await expect(colours.getByRole("listitem")).toHaveText(["Red", "Yellow", "Green", "Purple"]);
    // Options keep their badge look: a red badge for Red.
    await expect(colours.getByText("Red", { exact: true }).locator("..")).toHaveCSS(
      "background-color",
      "rgb(220, 38, 38)",
    );
    await expectNoAxeViolations(page);

    const pdf = await printToPdf(page);
    await expectToolbarHiddenInPrint(page);
    expectA4(pdf.sizes);
    for (const text of ["Attribute Reference", "Team Colour", "Diamond"]) {
      expect(pdf.text).toContain(text);
    }
    // An attribute without a description prints none, not a placeholder.
    expect(pdf.text).not.toContain("No description");
    expect(pdf.text).toContain("The colour of the student's table");
  });

  test("a failing print shows the print-failure message, never the pop-up one", async ({
    page,
    teacher: _,
  }) => {
    await page.goto("/print/reference");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      window.print = () => {
        throw new Error("no printer");
      };
    });
    await page.getByRole("button", { name: "Print" }).click();
    await expect(toasts(page)).toContainText(PRINT_FAILED);
    await expect(page.getByText(POPUP_MESSAGE)).toHaveCount(0);
  });

  test("signed out, the demo's Sample Class prints from the demo's print button", async ({
    page,
  }) => {
    await page.goto("/students");
    await expect(page.getByText("20 students in this class")).toBeVisible();
    await page.getByRole("link", { name: "Print List" }).click();
    await expect(page).toHaveURL(/\/print\/students\/sample$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Sample Class");
  });
});
