import type { Page } from "@playwright/test";
import { resizeViewport, sidewaysOverflow, tabTo } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import { groupCards, groupsOnScreen, openGroups } from "../support/group-helpers";
import { classOf } from "../support/groups-class-roster";

/**
 * Students per group means what the teacher means (docs/product.md#groups): "at least 4" for
 * 25 students makes as many fours as fit, the rest spread (6 groups: 5, 4, 4, 4, 4, 4); "at most
 * 4" the fewest groups of four or fewer (7 groups: 4, 4, 4, 4, 3, 3, 3). Chosen by keyboard,
 * said before Generate, remembered for the class.
 */
test.describe.configure({ timeout: 120_000 });

const sizeBy = (page: Page) => page.getByLabel("Size by", { exact: true });
const perGroup = (page: Page) => page.getByLabel("Students per group", { exact: true });

async function generateByKeyboard(page: Page, runs: number) {
  await perGroup(page).focus();
  await tabTo(page, /^(Generate|Regenerate) Groups$/);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: /groups? made from 25/ })).toHaveCount(1);
  await expect.poll(() => groupCards(page).count()).toBe(runs);
}

async function sizesOnScreen(page: Page): Promise<number[]> {
  return (await groupsOnScreen(page)).map((g) => g.length).sort((a, b) => b - a);
}

test("at least 4 makes 6 groups of 25, at most 4 makes 7, by keyboard, remembered", async ({
  page,
  teacher: _,
}) => {
  const room = await classOf(page, "Sizes", 25);
  await openGroups(page, room.id, 25);
  await expect(sizeBy(page)).toHaveValue("groups");

  // Size by: Number of groups -> At least -> At most, with the arrow keys.
  await sizeBy(page).focus();
  await page.keyboard.press("ArrowDown");
  await expect(sizeBy(page)).toHaveValue("at-least");
  await page.keyboard.press("Tab");
  await expect(perGroup(page)).toBeFocused();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("4");
  await expect(page.getByText("25 students: 6 groups, 1 of 5 and 5 of 4.")).toBeVisible();
  await expect(
    page.getByText("As many groups of this size as fit; the students left over join them."),
  ).toBeVisible();
  await generateByKeyboard(page, 6);
  expect(await sizesOnScreen(page)).toEqual([5, 4, 4, 4, 4, 4]);
  await expectNoAxeViolations(page);

  await sizeBy(page).focus();
  await page.keyboard.press("ArrowDown");
  await expect(sizeBy(page)).toHaveValue("at-most");
  await expect(perGroup(page)).toHaveValue("4");
  await expect(page.getByText("25 students: 7 groups, 4 of 4 and 3 of 3.")).toBeVisible();
  await generateByKeyboard(page, 7);
  expect(await sizesOnScreen(page)).toEqual([4, 4, 4, 4, 3, 3, 3]);

  // Remembered for the class, on the server: a reload opens with at most 4.
  await expect
    .poll(async () => (await page.request.get(`/api/group-settings/${room.id}`)).json())
    .toMatchObject({ size_mode: "per-group", per_group: 4, per_group_rule: "at-most" });
  await page.reload();
  await page.getByLabel("Class", { exact: true }).selectOption(room.id);
  await expect(sizeBy(page)).toHaveValue("at-most");
  await expect(page.getByText("25 students: 7 groups, 4 of 4 and 3 of 3.")).toBeVisible();
});

test("the size control fits a phone and reads well at 1280 px", async ({
  page,
  teacher: _,
}, info) => {
  await resizeViewport(page, { width: 1280, height: 800 });
  const room = await classOf(page, "Phone sizes", 25);
  await openGroups(page, room.id, 25);
  await sizeBy(page).selectOption("at-least");
  const control = page.getByRole("group", { name: "Group size" });
  await expect(control).toContainText("25 students: 6 groups, 1 of 5 and 5 of 4.");
  await control.screenshot({ path: info.outputPath("size-control-1280.png") });
  await resizeViewport(page, { width: 375, height: 812 });
  await expect(control).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
  const box = await control.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  await control.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath("size-control-375.png") });
  await expectNoAxeViolations(page);
});
