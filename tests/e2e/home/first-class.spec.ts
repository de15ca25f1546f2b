import type { Locator, Page } from "@playwright/test";
import { classesOnServer, createClassViaApi, sidewaysOverflow } from "../support/app-helpers";
import {
  expect,
  expectNoAxeViolations,
  PASSWORD,
  test,
  toasts,
  uniqueEmail,
} from "../support/fixtures";

/** docs/product.md#home: a new teacher's first class, in one flow on Home. */

const names = (n: number) => Array.from({ length: n }, (_, i) => `Pupil ${i + 1}`).join("\n");

/** Presses Tab until `target` has the focus (or gives up). */
async function tabUntil(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error("Tab never reached the control");
}

const stepHeading = (page: Page, name: string) => page.getByRole("heading", { name, level: 2 });

test.describe("Home for a new teacher: the first class in one flow", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  test("sign-up, a first class, 28 pasted names and a spin take at most 6 clicks", async ({
    page,
  }) => {
    let clicks = 0;
    const click = async (control: Locator) => {
      clicks++;
      await control.click();
    };
    await page.goto("/auth?mode=signUp");
    await page.getByLabel("Name").fill("Ada Lovelace");
    await page.getByLabel("Email").fill(uniqueEmail("first"));
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await click(page.getByRole("button", { name: "Sign Up", exact: true }));

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Ada Lovelace");
    await expect(stepHeading(page, "Create your first class")).toBeVisible();
    await expect(page.getByText("Step 1 of 3")).toBeVisible();
    await page.getByLabel("Class Name").fill("Period 3");
    await click(page.getByRole("button", { name: "Create class" }));

    await expect(stepHeading(page, "Add students to Period 3")).toBeFocused();
    await click(page.getByRole("button", { name: "Paste Names" }));
    const dialog = page.getByRole("dialog", { name: "Paste Student Names" });
    await dialog.getByLabel("Names or spreadsheet rows").fill(names(28));
    await click(dialog.getByRole("button", { name: "Import 28 Students" }));

    await expect(dialog).toBeHidden();
    await expect(stepHeading(page, "Period 3 is ready")).toBeFocused();
    await expect(page.getByText("28 students are in.")).toBeVisible();
    await click(page.getByRole("link", { name: "Spin now for Period 3" }));

    await expect(page).toHaveURL(/\/randomizer$/);
    await expect(page.getByRole("heading", { name: "Period 3 - Spinning Wheel" })).toBeVisible();
    await click(page.getByRole("button", { name: "Spin", exact: true }));
    await expect(page.getByTestId("winner")).toContainText(/Pupil \d+/, { timeout: 15_000 });
    expect(clicks).toBeLessThanOrEqual(6);

    const [room] = await classesOnServer(page);
    expect(room?.name).toBe("Period 3");
    expect(room?.studentCount).toBe(28);
  });

  test("by keyboard alone, with Back to the name and a reload on the way", async ({
    page,
    teacher: _,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Test Teacher");
    await tabUntil(page, page.getByLabel("Class Name"));
    await page.keyboard.type("Room 12");
    await page.keyboard.press("Enter");
    await expect(stepHeading(page, "Add students to Room 12")).toBeFocused();
    await expect(page).toHaveURL(/\?step=students&class=/);

    // Back: the class's name again, to change it.
    await tabUntil(page, page.getByRole("button", { name: "Back to the class name" }));
    await page.keyboard.press("Enter");
    await expect(stepHeading(page, "Name your class")).toBeFocused();
    await expect(page.getByLabel("Class Name")).toHaveValue("Room 12");
    await tabUntil(page, page.getByLabel("Class Name"));
    await page.keyboard.press("End");
    await page.keyboard.type("B");
    await page.keyboard.press("Enter");
    await expect(stepHeading(page, "Add students to Room 12B")).toBeFocused();
    expect((await classesOnServer(page)).map((c) => c.name)).toEqual(["Room 12B"]);

    // The step survives a reload.
    await page.reload();
    await expect(stepHeading(page, "Add students to Room 12B")).toBeVisible();
    await tabUntil(page, page.getByRole("button", { name: "Paste Names" }));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Paste Student Names" });
    await tabUntil(page, dialog.getByLabel("Names or spreadsheet rows"));
    await page.keyboard.insertText("Ann\nBen\nCy");
    await tabUntil(page, dialog.getByRole("button", { name: "Import 3 Students" }));
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(stepHeading(page, "Room 12B is ready")).toBeFocused();

    await tabUntil(page, page.getByRole("link", { name: "Make groups for Room 12B" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/groups$/);
    await expect(page.getByLabel("Class", { exact: true })).toHaveValue(
      (await classesOnServer(page))[0]?.id ?? "",
    );
  });

  test("a class left without students resumes at adding them", async ({ page, teacher: _ }) => {
    await createClassViaApi(page, "Choir");
    await page.goto("/");
    await expect(stepHeading(page, "Add students to Choir")).toBeVisible();
    await expect(page.getByText("Step 2 of 3")).toBeVisible();
    await expect(page.getByRole("button", { name: "Import CSV" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Import from OneRoster" })).toBeVisible();
    // Google Classroom only where the server has it set up.
    const config = await (await page.request.get("/api/config")).json();
    await expect(page.getByRole("button", { name: "Import from Google Classroom" })).toHaveCount(
      config.providers.google ? 1 : 0,
    );
  });

  test("a blank name is refused with a reason", async ({ page, teacher: _ }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Create class" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Please enter a class name" }),
    ).toBeVisible();
    await expect(page.getByLabel("Class Name")).toBeFocused();
    expect(await classesOnServer(page)).toEqual([]);
  });

  for (const [width, height] of [
    [375, 812],
    [1280, 800],
  ] as const) {
    test(`axe clean at ${width}x${height}, with the paste dialog open @phone`, async ({
      page,
      teacher: _,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto("/");
      await expect(stepHeading(page, "Create your first class")).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await sidewaysOverflow(page)).toBe(0);
      await page.getByLabel("Class Name").fill("Year 5 with a rather long class name to wrap");
      await page.getByRole("button", { name: "Create class" }).click();
      await expect(toasts(page)).toContainText("Class created");
      await expect(stepHeading(page, "Add students to Year 5")).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await sidewaysOverflow(page)).toBe(0);
      await page.getByRole("button", { name: "Paste Names" }).click();
      const dialog = page.getByRole("dialog", { name: "Paste Student Names" });
      await dialog.getByLabel("Names or spreadsheet rows").fill(names(4));
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: "Import 4 Students" }).click();
      await expect(page.getByRole("heading", { name: /is ready$/ })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await sidewaysOverflow(page)).toBe(0);
    });
  }
});
