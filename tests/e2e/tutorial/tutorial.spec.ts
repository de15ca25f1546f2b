import { expect, test } from "../support/fixtures";
import { coachMark, STEP_TITLES } from "../support/tutorial-helpers";

test.use({ showTutorial: true });

const flags = (page: import("@playwright/test").Page) =>
  page.evaluate(() => ({
    completed: localStorage.getItem("classcharmIntroCompleted"),
    seen: localStorage.getItem("hasSeenTutorial"),
    step: localStorage.getItem("classcharm.tutorialStep"),
  }));

test.describe("the intro tutorial (docs/product.md#tutorial)", () => {
  test("a new teacher meets it once: six steps, Back, Next, Get Started", async ({
    page,
    teacher: _,
  }) => {
    await page.goto("/");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Step 1 of 6");
    await expect(page.getByRole("dialog", { name: STEP_TITLES[0] })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Back" })).toHaveCount(0);

    for (let i = 1; i < 6; i++) {
      await dialog.getByRole("button", { name: "Next" }).click();
      await expect(dialog).toContainText(`Step ${i + 1} of 6`);
      await expect(page.getByRole("dialog", { name: STEP_TITLES[i] })).toBeVisible();
    }
    await expect(dialog.getByRole("button", { name: "Next" })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Back" }).click();
    await expect(dialog).toContainText("Step 5 of 6");
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByRole("button", { name: "Get Started" }).click();
    await expect(dialog).toBeHidden();
    expect(await flags(page)).toEqual({ completed: "true", seen: "true", step: null });

    await page.reload();
    await expect(page.getByRole("heading", { name: "My Classes" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Show Tutorial" })).toBeVisible();
  });

  test("by keyboard: focus in the popover, Next and Back, Escape leaves, the page works after", async ({
    page,
    teacher: _,
  }) => {
    await page.goto("/");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Step 1 of 6");
    await expect(dialog.getByRole("button", { name: "Next" })).toBeFocused();
    // The step is the dialog's name and description, read when focus arrives.
    await expect(dialog).toHaveAccessibleName(STEP_TITLES[0]);
    await expect(dialog).toHaveAccessibleDescription(/the tabs take you to My Classes/);
    await expect(dialog).toHaveAccessibleDescription(/Highlighted: the tab bar\./);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole("button", { name: "Next" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toContainText("Step 2 of 6");
    await expect(page).toHaveURL(/\/classes$/);
    // Focus stays on Next; the new step is read out from the live region.
    await expect(dialog.getByRole("button", { name: "Next" })).toBeFocused();
    await expect(dialog.locator("[aria-live=polite]")).toContainText(
      "Step 2 of 6: Create Your Classes.",
    );
    await page.keyboard.press("Enter");
    await expect(dialog).toContainText("Step 3 of 6");
    await page.keyboard.press("Shift+Tab");
    await expect(dialog.getByRole("button", { name: "Back" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toContainText("Step 2 of 6");
    await page.keyboard.press("Enter");
    await expect(dialog).toContainText("Step 1 of 6");
    // Back is gone on the first step: the keyboard carries on from Next.
    await expect(dialog.getByRole("button", { name: "Next" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toContainText("Step 2 of 6");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.locator("[data-tutorial-spotlight]")).toHaveCount(0);
    expect(await flags(page)).toEqual({ completed: null, seen: "true", step: "1" });

    // The page behind is usable again: its controls take clicks and keys.
    await page.getByRole("button", { name: "Create First Class" }).click();
    await expect(page.getByLabel("Class Name")).toBeFocused();
  });

  test("Skip Tutorial at any step, by keyboard; Don't show this again completes it", async ({
    page,
    teacher: _,
  }) => {
    await page.goto("/classes");
    const dialog = page.getByRole("dialog");
    for (let step = 1; step <= 6; step++) {
      await expect(dialog).toContainText(`Step ${step} of 6`);
      await expect(dialog.getByRole("button", { name: "Skip Tutorial" })).toBeVisible();
      if (step < 6) await dialog.getByRole("button", { name: "Next" }).click();
    }
    await dialog.getByRole("button", { name: "Skip Tutorial" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    expect(await flags(page)).toEqual({ completed: null, seen: "true", step: "5" });
    await page.reload();
    await expect(page.getByRole("heading", { name: "My Classes" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.getByRole("button", { name: "Resume Tutorial" }).click();
    await expect(dialog).toContainText("Step 6 of 6");
    await dialog.getByLabel("Don't show this again").check();
    await dialog.getByRole("button", { name: "Skip Tutorial" }).click();
    expect(await flags(page)).toEqual({ completed: "true", seen: "true", step: null });
    await expect(page.getByRole("button", { name: "Show Tutorial" })).toBeFocused();

    await page.goto("/");
    await page.getByRole("button", { name: "View Tutorial" }).click();
    await expect(dialog).toContainText("Step 1 of 6");
    await expect(dialog.getByLabel("Don't show this again")).not.toBeChecked();
  });

  test("left mid-way, it resumes at the same step after a reload", async ({ page, teacher: _ }) => {
    await page.goto("/");
    const dialog = coachMark(page);
    for (let i = 0; i < 3; i++) await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog).toContainText("Step 4 of 6");
    await expect(page).toHaveURL(/\/groups$/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Welcome, Test Teacher" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const resume = page.getByRole("button", { name: "Resume Tutorial" });
    await resume.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: STEP_TITLES[3] })).toContainText("Step 4 of 6");
    await expect(page).toHaveURL(/\/groups$/);
    await expect(dialog.getByRole("button", { name: "Next" })).toBeFocused();
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByRole("button", { name: "Get Started" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Show Tutorial" })).toBeFocused();
    expect(await flags(page)).toEqual({ completed: "true", seen: "true", step: null });
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

  test("focus moved on right after closing stays where the teacher put it", async ({
    page,
    teacher: _,
  }) => {
    await page.goto("/");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Step 1 of 6");
    // Escape; as soon as the popover is gone and has put focus back (on the page's main
    // content: the tutorial opened by itself), focus the Help button before the next frame.
    // The close's second, next-frame correction (for focus the popover drops) must leave it.
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
});
