import type { Locator, Page } from "@playwright/test";
import {
  classWithStudents,
  createClassViaApi,
  focusInside,
  sidewaysOverflow,
} from "../support/app-helpers";
import { watchRequests } from "../support/demo-helpers";
import { expect, expectNoAxeViolations, test, toasts } from "../support/fixtures";
import {
  addRuleViaApi,
  groupCards,
  groupOf,
  groupsOnScreen,
  openGroups,
  runStatus,
} from "../support/group-helpers";
import { SAME_ORIGIN } from "../support/same-origin";

/** Rules, sizes and New partners on the Groups screen. */

const FIRST = ["Ava", "Ben", "Cy", "Dee", "Eve", "Fay"];
const TWENTY_FOUR = [
  ...FIRST,
  ...Array.from({ length: 18 }, (_, i) => `Pupil ${String(i + 1).padStart(2, "0")}`),
];
const METHODS = [
  /Completely Random/,
  /Group by Same Categories/,
  /Diverse Categories/,
  /^Balanced/,
];

const cards = groupCards;
const status = runStatus;
const rulesPanel = (page: Page) => page.getByRole("region", { name: "Rules" });

test.describe("Groups that respect the class", () => {
  test.describe.configure({ timeout: 120_000 });

  test("rules added through the dialog hold in every method, 20 runs each; Undo re-adds a removed rule", async ({
    page,
    teacher: _,
  }) => {
    // 80 runs read back from the cards on a shared machine.
    test.setTimeout(300_000);
    const { room } = await classWithStudents(page, "Rules", TWENTY_FOUR);
    await openGroups(page, room.id, 24);
    await expect(rulesPanel(page).getByText(/No rules yet/)).toBeVisible();

    // Keep apart: Ava, Ben (mouse, search narrows the list).
    await rulesPanel(page).getByRole("button", { name: "Add rule" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a rule" });
    await expect(dialog.getByRole("radio", { name: /Keep apart/ })).toBeChecked();
    await dialog.getByRole("button", { name: "Add rule" }).click();
    await expect(dialog.getByText("Choose at least two students.")).toBeVisible();
    await dialog.getByLabel("Search students").fill("av");
    await expect(dialog.getByRole("checkbox")).toHaveCount(1);
    await dialog.getByRole("checkbox", { name: "Ava" }).check();
    await dialog.getByLabel("Search students").fill("Ben");
    await dialog.getByRole("checkbox", { name: "Ben" }).check();
    await expect(dialog.getByText("2 students chosen")).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Add rule" }).click();
    await expect(dialog).toBeHidden();
    await expect(rulesPanel(page).getByTestId("group-rule")).toHaveText(["Keep apart: Ava, Ben"]);

    // Keep together: Cy, Dee, by keyboard only.
    await rulesPanel(page).getByRole("button", { name: "Add rule" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await focusInside(dialog);
    await dialog.getByRole("radio", { name: /Keep together/ }).focus();
    await page.keyboard.press("Space");
    await expect(dialog.getByRole("radio", { name: /Keep together/ })).toBeChecked();
    for (const name of ["Cy", "Dee"]) {
      await dialog.getByLabel("Search students").focus();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type(name);
      await page.keyboard.press("Tab");
      await page.keyboard.press("Space");
    }
    await expect(dialog.getByText("2 students chosen")).toBeVisible();
    await dialog.getByLabel("Search students").press("Enter");
    await expect(dialog).toBeHidden();
    await expect(rulesPanel(page).getByTestId("group-rule")).toHaveText([
      "Keep apart: Ava, Ben",
      "Keep together: Cy, Dee",
    ]);
    await expectNoAxeViolations(page);

    const generate = page.getByRole("button", { name: "Generate Groups" });
    for (const method of METHODS) {
      await page.getByRole("radio", { name: method }).check();
      for (let run = 0; run < 20; run++) {
        await generate.click();
        const groups = await groupsOnScreen(page);
        expect(groups.map((g) => g.length)).toEqual([6, 6, 6, 6]);
        expect(groupOf(groups, "Ava"), `${method} ${JSON.stringify(groups)}`).not.toBe(
          groupOf(groups, "Ben"),
        );
        expect(groupOf(groups, "Cy"), `${method} ${JSON.stringify(groups)}`).toBe(
          groupOf(groups, "Dee"),
        );
      }
    }
    await expectNoAxeViolations(page);

    // Remove, then Undo from the toast: the same rule is back (and on the server).
    await rulesPanel(page)
      .getByRole("button", { name: "Remove rule Keep apart: Ava, Ben" })
      .click();
    await expect(rulesPanel(page).getByTestId("group-rule")).toHaveText(["Keep together: Cy, Dee"]);
    await toasts(page).getByRole("button", { name: "Undo" }).click();
    await expect(rulesPanel(page).getByTestId("group-rule")).toHaveCount(2);
    await expect(rulesPanel(page).getByText("Keep apart: Ava, Ben")).toBeVisible();
    await page.reload();
    await page.getByLabel("Class", { exact: true }).selectOption(room.id);
    await expect(rulesPanel(page).getByTestId("group-rule")).toHaveCount(2);
  });

  test("an impossible rule is named, no groups shown, and Generate without this rule works", async ({
    page,
    teacher: _,
  }) => {
    const { room, ids } = await classWithStudents(page, "Impossible", TWENTY_FOUR);
    const six = FIRST.map((name) => ids[name] as string);
    await addRuleViaApi(page, room.id, "keep-apart", six);
    const pair = [ids["Pupil 01"] as string, ids["Pupil 02"] as string];
    await addRuleViaApi(page, room.id, "keep-together", pair);
    await openGroups(page, room.id, 24);

    await page.getByRole("button", { name: "Generate Groups" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "No groups were made" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("Keep apart: Ava, Ben, Cy, Dee, Eve, Fay");
    await expect(cards(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await alert.getByRole("button", { name: "Generate without this rule" }).focus();
    await page.keyboard.press("Enter");
    await expect(alert).toHaveCount(0);
    // The button went with the alert: the keyboard is back on Generate Groups.
    await expect(page.getByRole("button", { name: "Generate Groups" })).toBeFocused();
    await expect(cards(page)).toHaveCount(4);
    await expect(status(page)).toContainText(
      "Made without the rule Keep apart: Ava, Ben, Cy, Dee, Eve, Fay.",
    );
    // The other rule still held, and the rule left out stays stored.
    const groups = await groupsOnScreen(page);
    expect(groupOf(groups, "Pupil 01")).toBe(groupOf(groups, "Pupil 02"));
    await expect(rulesPanel(page).getByTestId("group-rule")).toHaveCount(2);

    // Six groups can keep six students apart: the rule holds again.
    await page.getByLabel("Number of groups").fill("6");
    await page.getByRole("button", { name: "Generate Groups" }).click();
    await expect(cards(page)).toHaveCount(6);
    const sixGroups = await groupsOnScreen(page);
    expect(new Set(FIRST.map((name) => groupOf(sixGroups, name))).size).toBe(6);
  });

  test("22 selected students in fours gives 4, 4, 4, 4, 3, 3", async ({ page, teacher: _ }) => {
    const { room } = await classWithStudents(page, "Sizes", TWENTY_FOUR);
    await openGroups(page, room.id, 24);
    await page.getByRole("checkbox", { name: "Pupil 17" }).uncheck();
    await page.getByRole("checkbox", { name: "Pupil 18" }).uncheck();
    await page.getByLabel("Size by").selectOption({ label: "At most this many per group" });
    const perGroup = page.getByLabel("Students per group");
    await expect(perGroup).toHaveValue("4");
    await perGroup.fill("0");
    await perGroup.blur();
    await expect(perGroup).toHaveValue("1");
    await perGroup.fill("4");
    await page.getByRole("button", { name: "Generate Groups" }).click();
    await expect(status(page)).toHaveText("6 groups made from 22 students.");
    expect((await groupsOnScreen(page)).map((g) => g.length)).toEqual([4, 4, 4, 4, 3, 3]);
    await expectNoAxeViolations(page);
  });

  test("New partners avoids and reports the pairs of the last saved groupings", async ({
    page,
    teacher: _,
  }) => {
    const { room, ids } = await classWithStudents(page, "Partners", TWENTY_FOUR);
    await openGroups(page, room.id, 24);
    const avoid = page.getByRole("checkbox", { name: /Avoid partners from the last/ });
    await expect(avoid).toBeDisabled();
    await expect(page.getByText(/Save a grouping first/)).toBeVisible();

    // Yesterday's grouping, in fours.
    const all = TWENTY_FOUR.map((name) => ids[name] as string);
    const fours = Array.from({ length: 6 }, (_, g) => all.slice(g * 4, g * 4 + 4));
    const res = await page.request.post(`/api/classes/${room.id}/groupings`, {
      headers: SAME_ORIGIN,
      data: { name: "Yesterday", method: "random", groups: fours },
    });
    expect(res.status(), await res.text()).toBe(201);
    await openGroups(page, room.id, 24);
    await expect(avoid).toBeEnabled();
    await expect(avoid).toHaveAccessibleName("Avoid partners from the last 3 saved groupings");
    await avoid.check();
    await page.getByLabel("Saved groupings to look back on").selectOption("1");
    await expectNoAxeViolations(page);

    await page.getByLabel("Size by").selectOption({ label: "At most this many per group" });
    await page.getByRole("button", { name: "Generate Groups" }).click();
    await expect(status(page)).toHaveText(
      "6 groups made from 24 students. No repeated pairs from the last saved grouping.",
    );
    const fresh = await groupsOnScreen(page);
    for (const group of fours.map((g) => g.map((id) => TWENTY_FOUR[all.indexOf(id)]))) {
      expect(new Set(group.map((name) => groupOf(fresh, name as string))).size).toBe(4);
    }

    // Everyone in one group can only repeat: 6 groups of 4 had 36 pairs.
    await page.getByLabel("Size by").selectOption({ label: "Number of groups" });
    await page.getByLabel("Number of groups").fill("1");
    await page.getByRole("button", { name: "Generate Groups" }).click();
    await expect(status(page)).toHaveText(
      "1 group made from 24 students. 36 repeated pairs from the last saved grouping.",
    );
    await expect(page.getByText("36 repeated pairs").first()).toBeVisible();

    // Off again: nothing weighed, nothing reported.
    await avoid.uncheck();
    await page.getByRole("button", { name: "Generate Groups" }).click();
    await expect(status(page)).toHaveText("1 group made from 24 students.");
  });

  test("New partners first trades the mix for new partners; the aim first keeps the mix", async ({
    page,
    teacher: _,
  }) => {
    // Colour and shape each split two and two: the one grouping in pairs that mixes both is
    // {Ada, Bo} and {Cal, Di}, which is yesterday's.
    const room = await createClassViaApi(page, "Trade");
    const ids: string[] = [];
    for (const [name, color, shape] of [
      ["Ada", "Red", "Circle"],
      ["Bo", "Green", "Square"],
      ["Cal", "Red", "Square"],
      ["Di", "Green", "Circle"],
    ] as const) {
      const res = await page.request.post("/api/students", {
        headers: SAME_ORIGIN,
        data: { name, number: 1, color, element: "Fire", shape, class_id: room.id },
      });
      expect(res.status(), await res.text()).toBe(201);
      ids.push(((await res.json()) as { id: string }).id);
    }
    const saved = await page.request.post(`/api/classes/${room.id}/groupings`, {
      headers: SAME_ORIGIN,
      data: { name: "Yesterday", method: "diverse", groups: [ids.slice(0, 2), ids.slice(2)] },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    await openGroups(page, room.id, 4);
    await page.getByLabel("Number of groups").fill("2");
    const aimFirst = page.getByRole("radio", { name: /Balance first/ });
    const partnersFirst = page.getByRole("radio", { name: /New partners first/ });
    // Random has no aim of its own to weigh.
    await expect(partnersFirst).toHaveCount(0);
    await page.getByRole("radio", { name: /Diverse Categories/ }).check();
    await expect(aimFirst).toBeChecked();
    await expect(partnersFirst).toBeDisabled();
    await page.getByRole("checkbox", { name: /Avoid partners from the last/ }).check();
    await expect(partnersFirst).toBeEnabled();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Generate Groups" }).click();
    await expect(status(page)).toHaveText(
      "2 groups made from 4 students. 2 repeated pairs from the last saved grouping.",
    );
    expect(groupOf(await groupsOnScreen(page), "Ada")).toBe(
      groupOf(await groupsOnScreen(page), "Bo"),
    );

    await partnersFirst.check();
    await page.getByRole("button", { name: "Generate Groups" }).click();
    await expect(status(page)).toHaveText(
      "2 groups made from 4 students. No repeated pairs from the last saved grouping.",
    );
    const fresh = await groupsOnScreen(page);
    expect(groupOf(fresh, "Ada")).not.toBe(groupOf(fresh, "Bo"));
    expect(groupOf(fresh, "Cal")).not.toBe(groupOf(fresh, "Di"));

    // Same category names its own aim.
    await page.getByRole("radio", { name: /Group by Same Categories/ }).check();
    await expect(page.getByRole("radio", { name: /Categories first/ })).toBeVisible();
    await expect(partnersFirst).toBeChecked();
  });

  test("the rules panel and its dialog fit a phone, by tap, axe clean @phone", async ({
    page,
    hasTouch,
    teacher: _,
  }) => {
    const press = (target: Locator) => (hasTouch ? target.tap() : target.click());
    if (!hasTouch) await page.setViewportSize({ width: 375, height: 800 });
    const { room } = await classWithStudents(page, "Phone", FIRST);
    await openGroups(page, room.id, 6);
    await press(rulesPanel(page).getByRole("button", { name: "Add rule" }));
    const dialog = page.getByRole("dialog", { name: "Add a rule" });
    await press(dialog.getByText("Keep together"));
    await press(dialog.getByText("Eve", { exact: true }));
    await press(dialog.getByText("Fay", { exact: true }));
    await expect(dialog.getByText("2 students chosen")).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    await press(dialog.getByRole("button", { name: "Add rule" }));
    await expect(rulesPanel(page).getByTestId("group-rule")).toHaveText([
      "Keep together: Eve, Fay",
    ]);
    expect(await sidewaysOverflow(page)).toBe(0);
    await press(page.getByRole("button", { name: "Generate Groups" }));
    await expect(cards(page)).toHaveCount(4);
    const groups = await groupsOnScreen(page);
    expect(groupOf(groups, "Eve")).toBe(groupOf(groups, "Fay"));
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
  });

  test("in the demo a rule is added and kept in memory, with no write request", async ({
    page,
    baseURL,
  }) => {
    const requests = watchRequests(page, baseURL);
    await page.goto("/groups");
    await expect(page.getByRole("heading", { name: "Groups", level: 1 })).toBeVisible();
    await rulesPanel(page).getByRole("button", { name: "Add rule" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a rule" });
    await dialog.getByRole("checkbox", { name: "Ava" }).check();
    await dialog.getByRole("checkbox", { name: "Ben" }).check();
    await dialog.getByRole("button", { name: "Add rule" }).click();
    await expect(rulesPanel(page).getByTestId("group-rule")).toHaveText(["Keep apart: Ava, Ben"]);
    for (let run = 0; run < 5; run++) {
      await page.getByRole("button", { name: "Generate Groups" }).click();
      const groups = await groupsOnScreen(page);
      expect(groups.flat()).toHaveLength(20);
      expect(groupOf(groups, "Ava")).not.toBe(groupOf(groups, "Ben"));
    }
    requests.expectNothingSent();
  });
});
