import { expectFitsAllWidths, sidewaysOverflow } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";

test.use({ showTutorial: true });

const STEP_TITLES = [
  "Welcome to ClassCharm!",
  "Create Your Classes",
  "Add Your Students",
  "Build Groups",
  "Spin the Wheel",
  "More Magic",
];

const flags = (page: import("@playwright/test").Page) =>
  page.evaluate(() => ({
    completed: localStorage.getItem("classcharmIntroCompleted"),
    seen: localStorage.getItem("hasSeenTutorial"),
  }));

test.describe("the intro tutorial (docs/product.md#tutorial)", () => {
  test("a new teacher meets it once: six steps, Previous, Next, Get Started", async ({
    page,
    teacher: _,
  }) => {
    await page.goto("/");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Step 1 of 6");
    await expect(dialog.getByRole("heading", { name: STEP_TITLES[0] })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Previous" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    for (let i = 1; i < 6; i++) {
      await dialog.getByRole("button", { name: "Next" }).click();
      await expect(dialog).toContainText(`Step ${i + 1} of 6`);
      await expect(dialog.getByRole("heading", { name: STEP_TITLES[i] })).toBeVisible();
    }
    // docs/product.md#roster-import: the last step names the roster imports.
    await expect(dialog).toContainText(
      "Import a class from Google Classroom or a OneRoster export",
    );
    await expect(dialog.getByRole("button", { name: "Next" })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Previous" }).click();
    await expect(dialog).toContainText("Step 5 of 6");
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByRole("button", { name: "Get Started" }).click();
    await expect(dialog).toBeHidden();
    expect(await flags(page)).toEqual({ completed: "true", seen: "true" });

    await page.reload();
    await expect(page.getByRole("heading", { name: "Welcome, Test Teacher" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("Skip Tutorial closes it for this browser; Help reopens it; Don't show this again completes it", async ({
    page,
    teacher: _,
  }) => {
    await page.goto("/classes");
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByRole("button", { name: "Skip Tutorial" }).click();
    await expect(dialog).toBeHidden();
    expect(await flags(page)).toEqual({ completed: null, seen: "true" });
    await page.reload();
    await expect(page.getByRole("heading", { name: "My Classes" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.getByRole("button", { name: "Show Tutorial" }).click();
    await expect(dialog).toContainText("Step 1 of 6");
    await dialog.getByLabel("Don't show this again").check();
    await dialog.getByRole("button", { name: "Skip Tutorial" }).click();
    expect(await flags(page)).toEqual({ completed: "true", seen: "true" });

    await page.goto("/");
    await page.getByRole("button", { name: "View Tutorial" }).click();
    await expect(dialog).toContainText("Step 1 of 6");
    await expect(dialog.getByLabel("Don't show this again")).not.toBeChecked();
  });

  test("after signing out and in again the tutorial shows when the flag is missing", async ({
    page,
    teacher: _,
  }) => {
    await page.goto("/");
    await page.getByRole("dialog").getByRole("button", { name: "Skip Tutorial" }).click();
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.getByRole("dialog")).toContainText("Step 1 of 6");
  });

  test("works by keyboard alone: focus stays inside, Escape closes and focus returns", async ({
    page,
    teacher: _,
  }) => {
    await page.goto("/");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Step 1 of 6");
    await expect(dialog.getByRole("button", { name: "Next" })).toBeFocused();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole("button", { name: "Next" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toContainText("Step 2 of 6");
    await page.keyboard.press("Enter");
    await expect(dialog).toContainText("Step 3 of 6");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    const help = page.getByRole("button", { name: "Show Tutorial" });
    await help.focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toContainText("Step 1 of 6");
    // Radix moves focus into the dialog in an effect after the text is drawn: wait for it,
    // as a teacher's next key press would come after it.
    await expect(dialog.getByRole("button", { name: "Next" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    const dontShow = dialog.getByLabel("Don't show this again");
    await expect(dontShow).toBeFocused();
    await page.keyboard.press("Space");
    await expect(dontShow).toBeChecked();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(help).toBeFocused();
    expect(await flags(page)).toEqual({ completed: "true", seen: "true" });
  });

  test("focus moved on right after closing stays where the teacher put it", async ({
    page,
    teacher: _,
  }) => {
    await page.goto("/");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Step 1 of 6");
    // Escape; as soon as the dialog is gone and has put focus back (on the page's main
    // content: the tutorial opened by itself), focus the Help button before the next frame.
    // The close's second, next-frame correction (for focus the dialog drops) must leave it.
    const focused = await page.evaluate(async () => {
      const help = [...document.querySelectorAll("button")].find(
        (b) => b.textContent?.trim() === "Show Tutorial",
      );
      document.activeElement?.dispatchEvent(
        new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }),
      );
      const closed = () =>
        !document.querySelector("[role=dialog]") && document.activeElement?.id === "main";
      for (let waited = 0; !closed() && waited < 5000; waited += 1) {
        await new Promise((r) => setTimeout(r, 1));
      }
      help?.focus();
      for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(r));
      return document.activeElement?.textContent?.trim();
    });
    await expect(dialog).toBeHidden();
    expect(focused).toBe("Show Tutorial");
  });

  test("fits 375, 768 and 1280 px", async ({ page, teacher: _ }) => {
    await page.goto("/");
    const dialog = page.getByRole("dialog");
    await expectFitsAllWidths(page, () => expect(dialog).toContainText("Step 1 of 6"));
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
  });
});
