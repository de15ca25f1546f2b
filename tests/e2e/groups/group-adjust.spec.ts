import type { Locator, Page } from "@playwright/test";
import { createClassViaApi, sidewaysOverflow } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import {
  addRuleViaApi,
  groupCards,
  groupOf,
  groupsOnScreen,
  moveByKeyboard,
  openGroups,
} from "../support/group-helpers";
import { importViaApi, studentsOnServer } from "../support/roster-helpers";

/** Adjusting groups by hand, pins and Regenerate, "Why these groups?". */

const COLORS = ["Red", "Yellow", "Green", "Purple"];
const NAMES = ["Ava", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo", "Kit", "Lu"];

/** Students who differ only in colour (two or three of each): balance is about colour alone. */
async function classOf(page: Page, name: string, count: number) {
  const room = await createClassViaApi(page, name);
  const rows = NAMES.slice(0, count).map((n, i) => ({
    name: n,
    number: 1,
    color: COLORS[i % 4] ?? null,
    element: "Fire",
    shape: "Square",
  }));
  await importViaApi(page, room.id, rows);
  return room;
}

async function keepApart(page: Page, classId: string, names: string[]) {
  const students = await studentsOnServer(page, classId);
  const ids = names.map((n) => students.find((s) => s.name === n)?.id as string);
  await addRuleViaApi(page, classId, "keep-apart", ids);
}

const cards = groupCards;
const card = (page: Page, g: number) => cards(page).nth(g);

async function generate(page: Page) {
  await page.getByRole("button", { name: "Generate Groups" }).click();
  await expect(cards(page).first()).toBeVisible();
}

/** A polite announcement (ours, or dnd-kit's live region) with this text. */
const announced = (page: Page, text: string | RegExp) =>
  expect(page.getByRole("status").filter({ hasText: text })).toHaveCount(1);

/**
 * Presses the mouse on the handle and moves it in steps, as dnd-kit's sensor needs. Both must
 * be on screen (the mouse can't leave the viewport).
 */
async function dragByMouse(page: Page, handle: Locator, target: Locator) {
  // The cards mid-screen: near an edge dnd-kit scrolls the page while dragging.
  await cards(page)
    .first()
    .locator("xpath=..")
    .evaluate((list) => list.scrollIntoView({ block: "center" }));
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error("not on screen");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height / 2, 60), { steps: 12 });
  await page.mouse.up();
}

/** A tap on the phone project (touch), a click where the browser has no touch screen. */
const tapOrClick = (target: Locator) =>
  test.info().project.use.hasTouch ? target.tap() : target.click();

test.describe("adjusting groups by hand", () => {
  test.describe.configure({ timeout: 120_000 });

  test("Move to... by keyboard: the rule warning and the balance update at once, why lines show", async ({
    page,
    teacher: _,
  }) => {
    const room = await classOf(page, "Adjust 1", 8);
    await keepApart(page, room.id, ["Ava", "Ben"]);
    await openGroups(page, room.id, 8);
    await page.getByRole("radio", { name: /Diverse Categories/ }).check();
    await generate(page);
    const before = await groupsOnScreen(page);
    expect(before.map((g) => g.length)).toEqual([2, 2, 2, 2]);
    await expect(page.getByTestId("rule-warnings")).toHaveCount(0);
    const headline = page.getByText(/^Balance score \d+\.\d \(best possible/);
    const scoreBefore = await headline.textContent();

    const ben = groupOf(before, "Ben");
    await moveByKeyboard(page, "Ava", ben);
    const warning = `Ava and Ben are kept apart but share Group ${ben + 1}.`;
    await announced(page, `Ava moved to Group ${ben + 1}. ${warning}`);
    await expect(page.getByRole("button", { name: "Move Ava to..." })).toBeFocused();
    expect(groupOf(await groupsOnScreen(page), "Ava")).toBe(ben);
    await expect(page.getByTestId("rule-warnings")).toContainText(warning);
    await expect(card(page, ben)).toContainText("3 students");
    // Sizes 3, 2, 2, 1 now: the score and its best possible are worked out again.
    await expect(headline).not.toHaveText(scoreBefore ?? "");

    // Moving Ava on again clears the warning.
    const away = [0, 1, 2, 3].find((g) => g !== ben) ?? 0;
    await moveByKeyboard(page, "Ava", away);
    await expect(page.getByTestId("rule-warnings")).toHaveCount(0);

    // Why these groups?: one line per card, remembered, and on the projector too.
    const why = page.getByRole("switch", { name: "Why these groups?" });
    await why.click();
    await expect(page.getByTestId("group-why")).toHaveCount(4);
    await expect(card(page, ben).getByTestId("group-why")).toContainText("Ben apart from Ava");
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByRole("switch", { name: "Why these groups?" })).toBeChecked({
      timeout: 30_000,
    });
    await expect(page.getByTestId("group-why").first()).toContainText(
      /\b((two|three|four) colors|[Aa]ll .*(Red|Yellow|Green|Purple))\b/,
    );
    await page.getByRole("button", { name: "Present" }).click();
    await expect(page.getByTestId("present-why")).toHaveCount(4);
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("present-view")).toBeHidden();
  });

  test("drag and drop with the mouse and with dnd-kit's keyboard sensor", async ({
    page,
    teacher: _,
  }) => {
    const room = await classOf(page, "Adjust 2", 8);
    // Tall enough for every card on screen at once (a mouse drag stays in the viewport).
    await page.setViewportSize({ width: 1280, height: 2000 });
    await openGroups(page, room.id, 8);
    await generate(page);
    const before = await groupsOnScreen(page);
    const from = groupOf(before, "Cy");
    const to = (from + 2) % 4;
    await dragByMouse(page, page.getByRole("button", { name: "Drag Cy" }), card(page, to));
    await expect.poll(async () => groupOf(await groupsOnScreen(page), "Cy")).toBe(to);
    await announced(page, `Cy moved to Group ${to + 1}.`);
    await expect(card(page, to)).toContainText("3 students");
    await expect(card(page, from)).toContainText("1 student");

    // Keyboard: Space picks up, an arrow key jumps to the next group, Space drops.
    const dee = groupOf(await groupsOnScreen(page), "Dee");
    const next = dee === 3 ? 2 : dee + 1;
    await page.getByRole("button", { name: "Drag Dee" }).focus();
    await page.keyboard.press("Space");
    await announced(page, `Picked up Dee from Group ${dee + 1}.`);
    await page.keyboard.press(dee === 3 ? "ArrowLeft" : "ArrowRight");
    await announced(page, `Dee is over Group ${next + 1}.`);
    await page.keyboard.press("Space");
    await expect.poll(async () => groupOf(await groupsOnScreen(page), "Dee")).toBe(next);
    await announced(page, `Dee moved to Group ${next + 1}.`);
    await expectNoAxeViolations(page);
  });

  test("a pinned group and a pinned student moved by hand stay put over several Regenerates", async ({
    page,
    teacher: _,
  }) => {
    const room = await classOf(page, "Adjust 3", 12);
    await openGroups(page, room.id, 12);
    await generate(page);
    const start = await groupsOnScreen(page);
    expect(start.map((g) => g.length)).toEqual([3, 3, 3, 3]);

    const pinGroup = page.getByRole("button", { name: "Pin Group 2" });
    await pinGroup.click();
    await expect(pinGroup).toHaveAttribute("aria-pressed", "true");
    await expect(card(page, 1).getByRole("img", { name: "Pinned" })).toHaveCount(4);
    const kept = [...(start[1] ?? [])].sort();

    // A student of Group 1, pinned, then moved by hand to Group 4: pinned there.
    const mover = start[0]?.[0] ?? "";
    const pinMover = page.getByRole("button", { name: `Pin ${mover}`, exact: true });
    await pinMover.click();
    await expect(pinMover).toHaveAttribute("aria-pressed", "true");
    await moveByKeyboard(page, mover, 3);
    await expect(page.getByRole("button", { name: `Pin ${mover}`, exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    const seen = new Set<string>();
    for (let run = 0; run < 5; run++) {
      await page.getByRole("button", { name: "Regenerate" }).click();
      await expect(page.getByRole("status").filter({ hasText: /groups? made from/ })).toHaveCount(
        1,
      );
      const groups = await groupsOnScreen(page);
      expect([...(groups[1] ?? [])].sort()).toEqual(kept);
      expect(groupOf(groups, mover)).toBe(3);
      expect(groups.flat().sort()).toEqual(NAMES.slice().sort());
      seen.add(JSON.stringify(groups.map((g) => [...g].sort())));
      await expect(page.getByRole("button", { name: "Pin Group 2" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
    }
    // The rest were rearranged (five runs of random groups are not all the same).
    expect(seen.size).toBeGreaterThan(1);

    await page.getByRole("button", { name: "Pin Group 2" }).click();
    await expect(page.getByRole("button", { name: "Pin Group 2" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await announced(page, "Group 2 unpinned.");
    await expectNoAxeViolations(page);
  });

  test("on a phone: Move to... by tap, no sideways scroll, axe clean @phone", async ({
    page,
    teacher: _,
  }) => {
    const room = await classOf(page, "Adjust 4", 8);
    await openGroups(page, room.id, 8);
    await generate(page);
    const before = await groupsOnScreen(page);
    const from = groupOf(before, "Eve");
    const to = (from + 1) % 4;
    await tapOrClick(page.getByRole("button", { name: "Move Eve to..." }));
    await tapOrClick(page.getByRole("menuitem", { name: `Group ${to + 1} (2 students)` }));
    await announced(page, `Eve moved to Group ${to + 1}.`);
    expect(groupOf(await groupsOnScreen(page), "Eve")).toBe(to);
    await tapOrClick(page.getByRole("button", { name: "Pin Eve", exact: true }));
    await expect(page.getByRole("button", { name: "Pin Eve", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
  });
});
