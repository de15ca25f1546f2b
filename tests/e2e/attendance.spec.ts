import type { Page } from "@playwright/test";
import { createClassViaApi, createStudentViaApi, expectFitsAllWidths } from "./app-helpers";
import { countLine, openTab, watchRequests } from "./demo-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/** Issue 16.1, "Who's here today": marked once, it holds on Students, Randomizer and Groups. */

const NAMES = Array.from({ length: 20 }, (_, i) => `Pupil ${String(i + 1).padStart(2, "0")}`);
const rollDialog = (page: Page) => page.getByRole("dialog", { name: "Who's here today" });
const absentToggle = (page: Page, name: string) =>
  rollDialog(page).getByRole("button", { name: `${name} absent`, exact: true });

async function classOfTwenty(page: Page) {
  const room = await createClassViaApi(page, "Period 2");
  for (const name of NAMES) await createStudentViaApi(page, room.id, name);
  await page.goto("/students");
  await page.getByLabel("Class", { exact: true }).selectOption(room.id);
  await expect(countLine(page, 20)).toBeVisible();
  return room;
}

test.describe("who's here today", () => {
  test("two marked absent by keyboard: dimmed on Students, off the wheel, unticked in Groups, kept on reload", async ({
    page,
    teacher: _,
  }) => {
    test.slow();
    const room = await classOfTwenty(page);
    const open = page.getByRole("button", { name: /Who's here today/ });
    await expect(open).toContainText("20 of 20 here");
    await open.focus();
    await page.keyboard.press("Enter");
    await expect(rollDialog(page)).toBeVisible();
    await expect(rollDialog(page).getByRole("status")).toHaveText("20 of 20 here");
    await expectNoAxeViolations(page);

    // By keyboard alone: Tab to a name, Space marks them absent.
    for (const name of ["Pupil 03", "Pupil 17"]) {
      for (let i = 0; i < 40; i++) {
        if (await absentToggle(page, name).evaluate((el) => el === document.activeElement)) break;
        await page.keyboard.press("Tab");
      }
      await page.keyboard.press("Space");
      await expect(absentToggle(page, name)).toHaveAttribute("aria-pressed", "true");
    }
    await expect(rollDialog(page).getByRole("status")).toHaveText("18 of 20 here, 2 absent");
    await expect
      .poll(async () => {
        const res = await page.request.get(
          `/api/attendance/${room.id}?day=${await page.evaluate(() => {
            const d = new Date();
            return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
          })}`,
        );
        return ((await res.json()) as { absent_student_ids: string[] }).absent_student_ids.length;
      })
      .toBe(2);
    await page.keyboard.press("Escape");
    await expect(rollDialog(page)).toBeHidden();
    await expect(open).toBeFocused();
    await expect(open).toContainText("18 of 20 here");

    const absentCards = page.locator("[data-testid=student-card][data-absent]");
    await expect(absentCards).toHaveCount(2);
    await expect(absentCards.first()).toContainText("Pupil 03");
    await expect(absentCards.first()).toContainText("Absent");
    await expectNoAxeViolations(page);

    await openTab(page, "Randomizer");
    await expect(page.getByRole("heading", { name: "Period 2 - Spinning Wheel" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Spinning wheel with 18 items" })).toBeVisible();
    const wheelItems = page.getByRole("list", { name: /^Available Items/ });
    await expect(wheelItems.getByRole("listitem")).toHaveCount(18);
    await expect(wheelItems).not.toContainText("Pupil 03");
    await expect(wheelItems).not.toContainText("Pupil 17");

    await openTab(page, "Groups");
    await expect(page.getByText("18 of 20 students selected")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /Pupil 03/ })).not.toBeChecked();
    await expect(page.getByRole("checkbox", { name: /Pupil 17/ })).not.toBeChecked();
    // Still selectable by hand.
    await page.getByRole("checkbox", { name: /Pupil 03/ }).check();
    await expect(page.getByText("19 of 20 students selected")).toBeVisible();

    // Another visit (the chosen class is kept): the roll comes from the server.
    await page.goto("/students");
    await expect(countLine(page, 20)).toBeVisible();
    await expect(page.locator("[data-testid=student-card][data-absent]")).toHaveCount(2);
    await page.getByRole("button", { name: /Who's here today/ }).click();
    await rollDialog(page).getByRole("button", { name: "Everyone's here" }).click();
    await expect(rollDialog(page).getByRole("status")).toHaveText("20 of 20 here");
    await rollDialog(page).getByRole("button", { name: "Done" }).click();
    await expect(page.locator("[data-testid=student-card][data-absent]")).toHaveCount(0);
  });

  test("the roll fits a phone and passes axe in the dark scheme @phone", async ({
    page,
    teacher: _,
  }) => {
    await classOfTwenty(page);
    await page.getByRole("button", { name: /Who's here today/ }).click();
    await absentToggle(page, "Pupil 01").click();
    await expectFitsAllWidths(page, async () => {
      await expect(rollDialog(page)).toBeVisible();
    });
    await page.emulateMedia({ colorScheme: "dark" });
    await expectNoAxeViolations(page);
  });

  test("in the demo the roll is kept in the page and nothing is sent", async ({
    page,
    baseURL,
  }) => {
    const requests = watchRequests(page, baseURL);
    await page.goto("/students");
    await expect(countLine(page, 20)).toBeVisible();
    await page.getByRole("button", { name: /Who's here today/ }).click();
    const first = rollDialog(page)
      .getByRole("button", { name: / absent$/ })
      .first();
    await first.click();
    await expect(first).toHaveAttribute("aria-pressed", "true");
    await expect(rollDialog(page).getByRole("status")).toHaveText("19 of 20 here, 1 absent");
    await page.keyboard.press("Escape");
    await expect(page.locator("[data-testid=student-card][data-absent]")).toHaveCount(1);
    await openTab(page, "Randomizer");
    await expect(page.getByRole("img", { name: "Spinning wheel with 19 items" })).toBeVisible();
    requests.expectNothingSent();
  });
});
