import type { Locator, Page } from "@playwright/test";
import { resizeViewport } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import { groupCards, openGroups } from "../support/group-helpers";
import { classOf } from "../support/groups-class-roster";

/**
 * The projector view fits one screen (docs/product.md#groups, decision 0043): every group of a
 * class of 35 in 5 or 9 groups, at 1280x800 and 1920x1080, the names large, attributes on ask.
 */
test.describe.configure({ timeout: 120_000 });

async function generateIn(page: Page, groups: number) {
  await page.getByLabel("Number of groups", { exact: true }).fill(String(groups));
  await page.getByRole("button", { name: "Generate Groups" }).click();
  await expect(groupCards(page)).toHaveCount(groups);
}

/** Whether the whole of `target` is inside the window. */
async function inWindow(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const size = page.viewportSize();
  if (!box || !size) return false;
  return (
    box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width
  );
}

async function present(page: Page) {
  await page.getByRole("button", { name: "Present", exact: true }).click();
  const view = page.getByTestId("present-view");
  await expect(view).toBeVisible();
  return view;
}

async function leave(page: Page) {
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("present-view")).toHaveCount(0);
}

const nameSize = (view: Locator) =>
  view
    .getByRole("listitem")
    .getByRole("listitem")
    .first()
    .locator("span")
    .first()
    .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));

for (const size of [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
]) {
  test(`every group of 35 students in 5 and 9 groups shows at ${size.width}x${size.height}, no scrolling`, async ({
    page,
    teacher: _,
  }) => {
    await resizeViewport(page, size);
    const room = await classOf(page, "Projector", 35);
    await openGroups(page, room.id, 35);
    for (const groups of [5, 9]) {
      await generateIn(page, groups);
      const view = await present(page);
      await expect(view.getByRole("heading", { name: /^Group \d$/ })).toHaveCount(groups);
      const lastGroup = view.getByTestId("present-grid").locator(":scope > li").last();
      const lastName = lastGroup.getByRole("listitem").last();
      await expect.poll(() => inWindow(page, lastName)).toBe(true);
      await expect.poll(() => inWindow(page, lastGroup)).toBe(true);
      // Nothing to scroll: the view is no taller than the window.
      expect(await view.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
      // Attributes shown, everyone is still on the screen.
      await view.getByRole("switch", { name: "Show attributes" }).click();
      await expect(view.getByText("Fire", { exact: true }).first()).toBeVisible();
      await expect.poll(() => inWindow(page, lastName)).toBe(true);
      await leave(page);
    }
  });
}

test("names are 28 px or more at 1920x1080 for 30 students, names only until asked; axe passes both ways", async ({
  page,
  teacher: _,
}) => {
  await resizeViewport(page, { width: 1920, height: 1080 });
  const room = await classOf(page, "Big type", 30);
  await openGroups(page, room.id, 30);
  for (const groups of [4, 6, 10]) {
    await generateIn(page, groups);
    const view = await present(page);
    await expect.poll(() => nameSize(view)).toBeGreaterThanOrEqual(28);
    // Names only by default: no attribute on the projector until the teacher asks.
    await expect(view.getByText("Fire", { exact: true })).toHaveCount(0);
    if (groups === 6) {
      await expectNoAxeViolations(page);
      const toggle = view.getByRole("switch", { name: "Show attributes" });
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-checked", "true");
      await expect(view.getByText("Fire", { exact: true }).first()).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await leave(page);
  }
});
