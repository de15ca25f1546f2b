import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import { classOfPupils } from "../support/roster-helpers";
import {
  coachMark,
  expectHighlighted,
  expectOnScreen,
  STEP_TITLES,
  spotlight,
  withoutGoogle,
} from "../support/tutorial-helpers";

/** Opens the tutorial from the Help button (the fixtures start with it completed). */
async function openTutorial(page: Page) {
  await page.getByRole("button", { name: "Show Tutorial" }).click();
  await expect(coachMark(page)).toContainText("Step 1 of 6");
}

async function next(page: Page, step: number) {
  await coachMark(page).getByRole("button", { name: "Next" }).click();
  await expect(coachMark(page)).toContainText(`Step ${step} of 6`);
  await expect(page.getByRole("dialog", { name: STEP_TITLES[step - 1] })).toBeVisible();
}

// CSS locators: while a step is open the page behind is hidden from the accessibility tree.
const main = (page: Page) => page.locator("#main");
const button = (page: Page, name: string) =>
  main(page).locator("button", { hasText: new RegExp(`^\\s*${name}\\s*$`) });

test.describe("the tutorial points at the real controls (docs/product.md#tutorial)", () => {
  test("each step goes to its tab and lights up its control", async ({ page, teacher: _ }) => {
    const room = await classOfPupils(page, "Room 7", 6);
    await page.goto("/students");
    await page.getByLabel("Class", { exact: true }).selectOption(room.id);
    await openTutorial(page);
    const where = coachMark(page).locator("[data-tutorial-where]");

    await expectHighlighted(page, [page.locator('nav[aria-label="Main"]')]);
    await expect(where).toHaveText("Highlighted: the tab bar.");

    await next(page, 2);
    await expect(page).toHaveURL(/\/classes$/);
    await expectHighlighted(page, [button(page, "Create Class")]);
    await expect(where).toHaveText("Highlighted: the Create Class button.");

    await next(page, 3);
    await expect(page).toHaveURL(/\/students$/);
    await expectHighlighted(page, [button(page, "Add Student"), button(page, "Paste Names")]);
    await expect(where).toHaveText("Highlighted: the Add Student and Paste Names buttons.");

    await next(page, 4);
    await expect(page).toHaveURL(/\/groups$/);
    await expectHighlighted(page, [
      main(page).locator("fieldset", {
        has: page.locator("legend", { hasText: "Grouping method" }),
      }),
    ]);
    await expect(where).toHaveText("Highlighted: the Grouping method choice.");

    await next(page, 5);
    await expect(page).toHaveURL(/\/randomizer$/);
    await expectHighlighted(page, [button(page, "Spin")]);
    await expect(where).toHaveText("Highlighted: the Spin button.");

    // The e2e server has (fake) Google credentials: both imports are there and named.
    await next(page, 6);
    await expect(page).toHaveURL(/\/classes$/);
    await expectHighlighted(page, [
      button(page, "Import from OneRoster"),
      button(page, "Import from Google Classroom"),
    ]);
    await expect(coachMark(page)).toContainText(
      "Import a class from Google Classroom or a OneRoster export",
    );
    await expect(where).toHaveText("Highlighted: the import buttons.");
  });

  test("with no class yet, a step says what to do instead of pointing at nothing", async ({
    page,
    teacher: _,
  }) => {
    await page.goto("/");
    await openTutorial(page);
    await next(page, 2);
    await expectHighlighted(page, [button(page, "Create First Class")]);
    const where = coachMark(page).locator("[data-tutorial-where]");
    for (const [step, text] of [
      [3, "No class is open yet: create one in My Classes and open it"],
      [4, "Groups need a class with students."],
      [5, "The wheel needs a class with students"],
    ] as const) {
      await next(page, step);
      await expect(where).toContainText(text);
      await expect(where).toHaveAttribute("data-tutorial-where", "missing");
      await expect(spotlight(page)).toHaveCount(0);
      await expectOnScreen(page);
    }
  });

  test("names no Google Classroom on a server without Google credentials", async ({
    page,
    teacher: _,
  }) => {
    await withoutGoogle(page);
    await page.goto("/");
    await openTutorial(page);
    for (let step = 2; step <= 6; step++) {
      await next(page, step);
      await expect(coachMark(page)).not.toContainText("Google");
    }
    await expect(coachMark(page)).toContainText(
      "Import a class from a OneRoster export here; in Students, Import CSV reads a file and Paste Names takes a list.",
    );
    await expectHighlighted(page, [button(page, "Import from OneRoster")]);
    // The disabled Google Classroom button (with its note) is not highlighted.
    await expect(button(page, "Import from Google Classroom")).toBeDisabled();
    await expect(coachMark(page).locator("[data-tutorial-where]")).toHaveText(
      "Highlighted: the Import from OneRoster button.",
    );
  });

  for (const view of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    test(`axe clean and on the screen at ${view.width}x${view.height}, every step`, async ({
      page,
      teacher: _,
    }) => {
      await page.setViewportSize(view);
      const room = await classOfPupils(page, "Room 9", 5);
      await page.goto("/students");
      await page.getByLabel("Class", { exact: true }).selectOption(room.id);
      await openTutorial(page);
      if (view.width < 1024) {
        // The tab bar is in the Menu sheet on a phone: its button is what the step points at.
        await expectHighlighted(page, [page.locator('header button[aria-label="Menu"]')]);
      } else {
        await expectHighlighted(page, [page.locator('nav[aria-label="Main"]')]);
      }
      await expectNoAxeViolations(page);
      for (let step = 2; step <= 6; step++) {
        await next(page, step);
        await expect(spotlight(page)).toBeVisible();
        await expectOnScreen(page);
      }
      await expectNoAxeViolations(page);
    });
  }
});
