import type { Page } from "@playwright/test";
import { createClassViaApi } from "./app-helpers";
import { absentToggle, rollDialog } from "./attendance-helpers";
import { countLine } from "./demo-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { groupCards, groupsOnScreen, runStatus } from "./group-helpers";
import { SAME_ORIGIN } from "./same-origin";

/**
 * A class longer than a list's first step (decision 0025: long lists are drawn in steps, in
 * chunks the browser skips off screen; Generate Groups runs in a worker): every student still
 * reaches the roll, the Groups list and the rule search, and the groups cover the class.
 */
const SIZE = 300;
const name = (i: number) => `Pupil ${String(i).padStart(3, "0")}`;
const LAST = name(SIZE);

async function bigClass(page: Page) {
  const room = await createClassViaApi(page, "Big Year");
  const rows = Array.from({ length: SIZE }, (_, i) => ({
    name: name(i + 1),
    number: 1,
    color: "Red",
    element: "Fire",
    shape: "Square",
  }));
  const res = await page.request.post(`/api/classes/${room.id}/students/import`, {
    headers: SAME_ORIGIN,
    data: { balanced: false, rows },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return room;
}

test("a class of 300: the last student is in the roll, the Groups list and the rule search, and in a group", async ({
  page,
  teacher: _,
}) => {
  test.slow();
  const room = await bigClass(page);
  await page.goto("/students");
  await page.getByLabel("Class", { exact: true }).selectOption(room.id);
  await expect(countLine(page, SIZE)).toBeVisible();

  // The roll: the last name arrives, can be marked absent, and the roll is axe clean.
  await page.getByRole("button", { name: /Who's here today/ }).click();
  await absentToggle(page, LAST).click();
  await expect(absentToggle(page, LAST)).toHaveAttribute("aria-pressed", "true");
  await expect(rollDialog(page).getByRole("button", { name: /^Pupil \d+ absent$/ })).toHaveCount(
    SIZE,
  );
  await expect(rollDialog(page).getByRole("status")).toHaveText(
    `${SIZE - 1} of ${SIZE} here, 1 absent`,
  );
  await expectNoAxeViolations(page);
  await rollDialog(page).getByRole("button", { name: "Done" }).click();

  // Groups: every student listed, the absent one unticked.
  await page.goto("/groups");
  await expect(page.getByText(`${SIZE - 1} of ${SIZE} students selected`)).toBeVisible();
  const picker = page.getByRole("group", { name: "Students" });
  await expect(picker.getByRole("checkbox")).toHaveCount(SIZE + 1); // with Select all
  await expect(picker.getByRole("checkbox", { name: LAST })).not.toBeChecked();
  await picker.getByRole("checkbox", { name: LAST }).check();
  await expect(page.getByText(`${SIZE} of ${SIZE} students selected`)).toBeVisible();

  // The rule search reaches the whole class, and narrows it.
  await page.getByRole("button", { name: "Add rule" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a rule" });
  await expect(dialog.getByRole("checkbox")).toHaveCount(SIZE);
  await dialog.getByLabel("Search students").fill("pupil 29");
  await expect(dialog.getByRole("checkbox")).toHaveCount(10);
  await dialog.getByLabel("Search students").fill("");
  await expect(dialog.getByRole("checkbox", { name: LAST })).toBeAttached();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // Generate Groups (in the worker): every student in exactly one of 4 groups.
  await page.getByRole("button", { name: "Generate Groups" }).click();
  // The worker's first run loads its script: on a busy shared machine that can take a while.
  await expect(runStatus(page)).toHaveText(`4 groups made from ${SIZE} students.`, {
    timeout: 30_000,
  });
  await expect(groupCards(page)).toHaveCount(4);
  for (const card of await groupCards(page).all()) {
    const more = card.getByRole("button", { name: /^Show all/ });
    if (await more.isVisible()) await more.click();
  }
  const names = (await groupsOnScreen(page)).flat();
  expect(names).toHaveLength(SIZE);
  expect(new Set(names).size).toBe(SIZE);
});
