import type { Locator, Page } from "@playwright/test";
import { resizeViewport, tabBar } from "../support/app-helpers";
import { expect, test } from "../support/fixtures";
import { groupCards, groupsOnScreen, openGroups } from "../support/group-helpers";
import { classOf, classRows } from "../support/groups-class-roster";

/**
 * Groups remembers the teacher's choices for the class and keeps its actions in reach
 * (docs/product.md#groups, decision 0043).
 */
test.describe.configure({ timeout: 120_000 });

const method = (page: Page, label: string) => page.getByRole("radio", { name: new RegExp(label) });

async function chooseSameCategoriesByFive(page: Page) {
  await method(page, "Group by Same Categories").check();
  await page.getByLabel("Category", { exact: true }).selectOption({ label: "Number" });
  await page.getByLabel("Size by", { exact: true }).selectOption("at-most");
  await page.getByLabel("Students per group", { exact: true }).fill("5");
  await page.getByLabel("Students per group", { exact: true }).blur();
}

async function expectSameCategoriesByFive(page: Page) {
  await expect(method(page, "Group by Same Categories")).toBeChecked();
  await expect(page.getByLabel("Size by", { exact: true })).toHaveValue("at-most");
  await expect(page.getByLabel("Students per group", { exact: true })).toHaveValue("5");
}

/** Every group holds one number only (Group by Same Categories on Number). */
async function expectOneNumberPerGroup(page: Page, n: number) {
  const numberOf = new Map(classRows(n).map((r) => [r.name, r.number]));
  const groups = await groupsOnScreen(page);
  expect(groups.length).toBeGreaterThan(1);
  for (const group of groups) expect(new Set(group.map((name) => numberOf.get(name))).size).toBe(1);
}

async function toRandomizerAndBack(page: Page) {
  await tabBar(page).getByRole("link", { name: "Randomizer" }).click();
  await expect(page).toHaveURL(/\/randomizer/);
  await tabBar(page).getByRole("link", { name: "Groups" }).click();
  await expect(page).toHaveURL(/\/groups/);
}

test("Same Categories and students per group survive the Randomizer and back, and a reload", async ({
  page,
  teacher: _,
}) => {
  const room = await classOf(page, "Remembered", 20);
  // The choices are kept once the class's remembered ones have arrived (a change made before
  // is sent when they do): the teacher chooses after they have.
  const remembered = page.waitForResponse(
    (r) => r.url().endsWith(`/api/group-settings/${room.id}`) && r.request().method() === "GET",
  );
  await openGroups(page, room.id, 20);
  await (await remembered).finished();
  await chooseSameCategoriesByFive(page);
  await toRandomizerAndBack(page);
  await expectSameCategoriesByFive(page);
  // Kept on the server, for this class: another device opens with the same choices.
  await expect
    .poll(async () => (await page.request.get(`/api/group-settings/${room.id}`)).json())
    .toMatchObject({
      method: "same-category",
      category: "number",
      size_mode: "per-group",
      per_group: 5,
    });
  await page.reload();
  await openGroups(page, room.id, 20);
  await expectSameCategoriesByFive(page);
});

test("Regenerate after the Randomizer and back makes groups the way the result says", async ({
  page,
  teacher: _,
}) => {
  const room = await classOf(page, "Regenerate", 20);
  await openGroups(page, room.id, 20);
  await chooseSameCategoriesByFive(page);
  await page.getByRole("button", { name: "Generate Groups" }).click();
  const results = page.getByRole("region", { name: /groups$/ });
  await expect(results.getByText("20 students, Group by Same Categories")).toBeVisible();
  await expectOneNumberPerGroup(page, 20);
  await toRandomizerAndBack(page);
  await expect(results.getByText("20 students, Group by Same Categories")).toBeVisible();
  for (let i = 0; i < 3; i++) {
    await page.getByRole("button", { name: "Regenerate" }).click();
    await expect(results.getByText("20 students, Group by Same Categories")).toBeVisible();
    await expectOneNumberPerGroup(page, 20);
  }
});

/** Whether the whole of `target` is inside the window. */
async function inWindow(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const size = page.viewportSize();
  if (!box || !size) return false;
  return box.y >= 0 && box.y + box.height <= size.height;
}

test("Generate is on screen at 1280x800 with 28 students; after it the result is in view with the keyboard on its heading", async ({
  page,
  teacher: _,
}) => {
  await resizeViewport(page, { width: 1280, height: 800 });
  const room = await classOf(page, "In reach", 28);
  await openGroups(page, room.id, 28);
  await page.evaluate(() => window.scrollTo(0, 0));
  const generate = page.getByRole("button", { name: "Generate Groups" });
  expect(await inWindow(page, generate)).toBe(true);
  expect(await inWindow(page, page.getByRole("button", { name: "Present", exact: true }))).toBe(
    true,
  );
  // Scrolled down the student list, the actions are still there.
  await page.getByRole("checkbox").nth(20).scrollIntoViewIfNeeded();
  expect(await inWindow(page, generate)).toBe(true);
  await generate.click();
  await expect(groupCards(page)).toHaveCount(4);
  const heading = page.getByRole("heading", { name: "In reach: 4 groups" });
  await expect(heading).toBeFocused();
  await expect.poll(() => inWindow(page, heading)).toBe(true);
  // With the result in view, Present, Print and Save are still in reach.
  for (const name of ["Present", "Print Groups", "Save"]) {
    expect(await inWindow(page, page.getByRole("button", { name, exact: true }))).toBe(true);
  }
});
