import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { SAME_ORIGIN } from "./same-origin";

/** Shared steps of the Groups e2e specs. */

/** Opens the Groups tab on a class and waits for its roster and rules. */
export async function openGroups(page: Page, classId: string, count: number) {
  await page.goto("/groups");
  await page.getByLabel("Class", { exact: true }).selectOption(classId);
  await expect(page.getByText(`${count} of ${count} students selected`)).toBeVisible();
  await expect(page.getByText("Loading rules...")).toHaveCount(0);
}

export const groupCards = (page: Page) => page.getByTestId("group-card");

/** The member names of each group card, in order (read in one round trip). */
export function groupsOnScreen(page: Page): Promise<string[][]> {
  return groupCards(page).evaluateAll((all) =>
    all.map((card) =>
      [...card.querySelectorAll('[data-testid="group-member"]')].map(
        (li) => li.firstElementChild?.textContent ?? "",
      ),
    ),
  );
}

export const groupOf = (groups: string[][], name: string) =>
  groups.findIndex((g) => g.includes(name));

/** The announcement made after each run ("6 groups made from 24 students. ..."). */
export const runStatus = (page: Page) =>
  page.getByRole("status").filter({ hasText: /groups? made from/ });

/** Opens "Move <name> to..." from the keyboard and picks the group with the arrow keys. */
export async function moveByKeyboard(page: Page, name: string, to: number) {
  const trigger = page.getByRole("button", { name: `Move ${name} to...` });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  const label = new RegExp(`^Group ${to + 1} \\(\\d+ students?\\)$`);
  // Opened from the keyboard, the menu focuses its first group. Each arrow press is sent only once
  // the previous one has moved focus: a press made while focus is still on its way would skip a
  // group, and the menu does not wrap around.
  const items = menu.getByRole("menuitem");
  const count = await items.count();
  for (let i = 0; i < count; i++) {
    const item = items.nth(i);
    await expect(item).toBeFocused();
    if (label.test((await item.textContent()) ?? "")) break;
    await page.keyboard.press("ArrowDown");
  }
  await expect(menu.getByRole("menuitem", { name: label })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(menu).toBeHidden();
}

/** A rule made through the API (201), for tests about what the rule does. */
export async function addRuleViaApi(page: Page, classId: string, kind: string, ids: string[]) {
  const res = await page.request.post(`/api/classes/${classId}/group-rules`, {
    headers: SAME_ORIGIN,
    data: { kind, student_ids: ids },
  });
  expect(res.status(), await res.text()).toBe(201);
}
