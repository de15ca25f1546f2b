import { defaultGroupingName } from "#src/client/features/groups/saved/default-name";
import { classWithStudents } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test, toasts } from "../support/fixtures";
import {
  addRuleViaApi,
  groupCards,
  groupOf,
  groupsOnScreen,
  moveByKeyboard,
  openGroups,
  runStatus,
} from "../support/group-helpers";

/**
 * Group rules, pins and saved groupings as a teacher uses them, in two lessons: rules kept, a keyboard move, a
 * pinned group kept by Regenerate, and two groupings saved on consecutive days with New partners,
 * the second reporting its repeats, both reopened after a reload.
 */

const NAMES = [
  "Ava",
  "Ben",
  "Cy",
  "Dee",
  ...Array.from({ length: 20 }, (_, i) => `Pupil ${String(i + 1).padStart(2, "0")}`),
];
const DAY_MS = 24 * 3_600_000;

test("two lessons: rules, a keyboard move, a pinned group, New partners across saved groupings", async ({
  page,
  teacher: _,
}) => {
  test.setTimeout(120_000);
  const { room, ids } = await classWithStudents(page, "Period 4", NAMES);
  for (const [kind, names] of [
    ["keep-apart", ["Ava", "Ben"]],
    ["keep-together", ["Cy", "Dee"]],
  ] as const) {
    await addRuleViaApi(
      page,
      room.id,
      kind,
      names.map((n) => ids[n] as string),
    );
  }
  await openGroups(page, room.id, 24);
  await page.getByLabel("Size by").selectOption({ label: "At most this many per group" });
  await page.getByLabel("Students per group").fill("4");

  // Lesson 1: fours, then a hand move by keyboard and a pinned group.
  await page.getByRole("button", { name: "Generate Groups" }).click();
  await expect(runStatus(page)).toHaveText("6 groups made from 24 students.");
  let groups = await groupsOnScreen(page);
  expect(groups.map((g) => g.length)).toEqual([4, 4, 4, 4, 4, 4]);
  expect(groupOf(groups, "Ava")).not.toBe(groupOf(groups, "Ben"));
  expect(groupOf(groups, "Cy")).toBe(groupOf(groups, "Dee"));
  const mover = groups[5]?.find((n) => n.startsWith("Pupil")) as string;
  await moveByKeyboard(page, mover, 0);
  groups = await groupsOnScreen(page);
  expect(groups.map((g) => g.length)).toEqual([5, 4, 4, 4, 4, 3]);
  expect(groups[0]).toContain(mover);
  await groupCards(page).first().getByRole("button", { name: "Pin Group 1" }).click();
  const pinned = [...(groups[0] as string[])].sort();
  for (let run = 0; run < 3; run++) {
    await page.getByRole("button", { name: "Regenerate" }).click();
    const again = await groupsOnScreen(page);
    expect([...(again[0] as string[])].sort()).toEqual(pinned);
    expect(groupOf(again, "Ava")).not.toBe(groupOf(again, "Ben"));
    expect(groupOf(again, "Cy")).toBe(groupOf(again, "Dee"));
  }
  const today = new Date();
  await saveWithDefaultName(page, defaultGroupingName(today));
  const first = await groupsOnScreen(page);

  // Lesson 2, the next day: New partners over the last saved grouping.
  const tomorrow = new Date(today.getTime() + DAY_MS);
  await page.clock.setSystemTime(tomorrow);
  await page.getByRole("checkbox", { name: /Avoid partners from the last/ }).check();
  await page.getByLabel("Saved groupings to look back on").selectOption("1");
  await page.getByRole("button", { name: "Generate Groups" }).click();
  // Cy and Dee must stay together: at least that pair repeats, and it is named.
  await expect(runStatus(page)).toContainText(/repeated pairs? from the last saved grouping\./);
  await expect(page.getByTestId("repeated-pairs")).toContainText(/Cy & Dee|Dee & Cy/);
  const second = await groupsOnScreen(page);
  const pairs = (gs: string[][]) =>
    new Set(gs.flatMap((g) => g.flatMap((a) => g.filter((b) => a < b).map((b) => `${a}|${b}`))));
  const before = pairs(first);
  const repeats = [...pairs(second)].filter((p) => before.has(p));
  expect(repeats).toContain("Cy|Dee");
  await expect(page.getByTestId("repeated-pairs")).toContainText(
    repeats.length === 1 ? "1 repeated pair" : `${repeats.length} repeated pairs`,
  );
  await saveWithDefaultName(page, defaultGroupingName(tomorrow));
  await expectNoAxeViolations(page);

  // Reload: both are there and reopen as saved.
  await page.reload();
  const saved = page.getByRole("region", { name: "Saved groupings" });
  await expect(saved.getByRole("article")).toHaveCount(2);
  for (const [day, expected] of [
    [today, first],
    [tomorrow, second],
  ] as const) {
    await saved
      .getByRole("article", { name: defaultGroupingName(day), exact: true })
      .getByRole("button", { name: /^Open / })
      .click();
    const shown = await groupsOnScreen(page);
    expect(shown.map((g) => [...g].sort())).toEqual(expected.map((g) => [...g].sort()));
  }
});

async function saveWithDefaultName(page: import("@playwright/test").Page, name: string) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Save groups" });
  await expect(dialog.getByLabel("Name")).toHaveValue(name);
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page)).toContainText("Groups saved");
}
