import type { Locator } from "@playwright/test";
import { classWithStudents, openWheel } from "../support/app-helpers";
import { absentToggle, rollDialog } from "../support/attendance-helpers";
import { expect, test } from "../support/fixtures";
import { groupCards, openGroups } from "../support/group-helpers";

/**
 * On a touch screen the browser keeps `:hover` on whatever was tapped last. A hover colour that
 * applies then stays on the roll's toggle, the wheel's items or a group card after the finger is
 * gone, and reads as a state ("still selected?"). Hover colours apply only where the device can
 * hover (Tailwind's `hover:` sits in `@media (hover: hover)`); these specs tap in a phone's touch
 * context and check each tapped element, while `:hover`, looks as it does at rest.
 */

const background = (element: Locator) =>
  element.evaluate((el) => getComputedStyle(el).backgroundColor);

/**
 * The element's background while it is `:hover`. After a tap the browser usually moves `:hover`
 * to the tapped element, but not always (a re-render under the finger, a dialog settling): the
 * state is forced through the DevTools protocol instead, the way DevTools' ":hov" toggle does.
 */
async function hoveredBackground(element: Locator): Promise<string> {
  const page = element.page();
  const cdp = await page.context().newCDPSession(page);
  await element.evaluate((el) => el.setAttribute("data-hover-probe", ""));
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", {
      nodeId: root.nodeId,
      selector: "[data-hover-probe]",
    });
    await cdp.send("CSS.forcePseudoState", { nodeId, forcedPseudoClasses: ["hover"] });
    const look = await element.evaluate((el) =>
      el.matches(":hover") ? getComputedStyle(el).backgroundColor : "not hovered",
    );
    await cdp.send("CSS.forcePseudoState", { nodeId, forcedPseudoClasses: [] });
    return look;
  } finally {
    await element.evaluate((el) => el.removeAttribute("data-hover-probe"));
    await cdp.detach();
  }
}

/**
 * Taps `element` (`times` times), then reads its background while it is `:hover`: it must be
 * the resting one. A toggle (`aria-pressed`) is tapped again only once it shows the previous
 * tap: two taps sent before the first is handled can land as one.
 */
async function tapKeepsRestingLook(element: Locator, times = 1) {
  const resting = await background(element);
  for (let i = 0; i < times; i++) {
    const pressed = await element.getAttribute("aria-pressed");
    await element.tap();
    if (pressed !== null) {
      await expect(element).toHaveAttribute("aria-pressed", pressed === "true" ? "false" : "true");
    }
  }
  // Colour transitions run for a moment after the tap.
  await expect.poll(() => hoveredBackground(element)).toBe(resting);
}

test.describe("taps leave no hover colour behind on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 915 } });

  test("the roll's toggles", async ({ page, teacher: _ }) => {
    const { room } = await classWithStudents(page, "Room T", ["Ava", "Ben", "Cy", "Dee"]);
    await openGroups(page, room.id, 4);
    expect(await page.evaluate(() => matchMedia("(hover: hover)").matches)).toBe(false);
    await page.getByRole("button", { name: /Who's here today/ }).tap();
    // Tapped absent and back: the toggle at rest again.
    await tapKeepsRestingLook(absentToggle(page, "Ava"), 2);
    await expect(absentToggle(page, "Ava")).toHaveAttribute("aria-pressed", "false");
    await rollDialog(page).getByRole("button", { name: "Done" }).tap();
    await expect(rollDialog(page)).toBeHidden();
  });

  test("the group cards", async ({ page, teacher: _ }) => {
    const { room } = await classWithStudents(page, "Room T", ["Ava", "Ben", "Cy", "Dee"]);
    await openGroups(page, room.id, 4);
    await page.getByLabel("Number of groups").fill("2");
    await page.getByRole("button", { name: "Generate Groups" }).tap();
    await expect(groupCards(page)).toHaveCount(2);
    const card = groupCards(page).first();
    const cardResting = await background(card);
    await tapKeepsRestingLook(card.getByRole("button", { name: /^Drag / }).first());
    // A member's pin, pinned and unpinned again.
    await tapKeepsRestingLook(card.getByRole("button", { name: /^Pin (?!Group)/ }).first(), 2);
    expect(await background(card)).toBe(cardResting);
  });

  test("the wheel's items", async ({ page, teacher: _ }) => {
    const { room } = await classWithStudents(page, "Room T", ["Ava", "Ben", "Cy", "Dee"]);
    await openWheel(page, room.id, "Room T");
    await page.getByLabel("Add an item to the wheel").fill("Zed");
    await tapKeepsRestingLook(page.getByRole("button", { name: "Add", exact: true }));
    await expect(page.getByRole("button", { name: "Remove Zed" })).toBeVisible();
    // An item's Remove, its question cancelled from the keyboard (the finger still on Remove).
    const remove = page.getByRole("button", { name: "Remove Ava" });
    const resting = await background(remove);
    await remove.tap();
    const question = page.getByRole("alertdialog");
    await expect(question).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(question).toBeHidden();
    await expect.poll(() => background(remove)).toBe(resting);
  });
});

test("the attribute being edited in Settings leaves its neighbour card its own height", async ({
  page,
  teacher: _,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/settings");
  const card = (name: string) => page.getByRole("main").getByRole("region", { name, exact: true });
  const number = card("Number");
  const color = card("Color");
  await expect(color.getByRole("button", { name: "Edit Color" })).toBeVisible();
  const height = async (l: Locator) => (await l.boundingBox())?.height ?? 0;
  const before = await height(color);
  const top = async (l: Locator) => (await l.boundingBox())?.y ?? 0;
  // Side by side in the two-column grid.
  expect(await top(color)).toBe(await top(number));

  await number.getByRole("button", { name: "Edit Number" }).click();
  await expect(number.getByLabel("Display name")).toBeVisible();
  expect(await height(number)).toBeGreaterThan(before + 100);
  // The neighbour keeps its height: no empty box stretched to the form's height.
  expect(await height(color)).toBe(before);
});
