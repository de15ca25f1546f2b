import type { Page } from "@playwright/test";
import {
  createClassViaApi,
  expectFitsAllWidths,
  resizeViewport,
  tabTo,
} from "../support/app-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import { importViaApi, type Values } from "../support/roster-helpers";
import { SAME_ORIGIN } from "../support/same-origin";

type Row = Values & { name: string };
const COLORS = ["Red", "Yellow", "Green", "Purple"];
const ELEMENTS = ["Fire", "Water", "Earth", "Air"];
const SHAPES = ["Square", "Circle", "Triangle", "Diamond"];

/** Ten students with every attribute spread over its four values. */
const TEN: Row[] = Array.from({ length: 10 }, (_, i) => ({
  name: `Pupil ${String(i + 1).padStart(2, "0")}`,
  number: (i % 4) + 1,
  color: COLORS[i % 4] ?? null,
  element: ELEMENTS[(i + 1) % 4] ?? null,
  shape: SHAPES[(i + 2) % 4] ?? null,
}));

async function classWith(page: Page, name: string, rows: Row[]) {
  const room = await createClassViaApi(page, name);
  await importViaApi(page, room.id, rows);
  return room;
}

async function openGroups(page: Page, classId: string, count: number) {
  await page.goto("/groups");
  await expect(page.getByRole("heading", { level: 1, name: "Groups" })).toBeVisible();
  await page.getByLabel("Class", { exact: true }).selectOption(classId);
  await expect(page.getByText(`${count} of ${count} students selected`)).toBeVisible();
}

const cards = (page: Page) => page.getByTestId("group-card");

/** The member names of each group card, in order. */
async function groupsOnScreen(page: Page): Promise<string[][]> {
  const all = await cards(page).all();
  return Promise.all(
    all.map((card) =>
      card
        .getByTestId("group-member")
        .evaluateAll((items) => items.map((li) => li.firstElementChild?.textContent ?? "")),
    ),
  );
}

async function generate(page: Page) {
  await page.getByRole("button", { name: "Generate Groups" }).click();
  await expect(page.getByRole("status").filter({ hasText: /groups? made from/ })).toHaveCount(1);
}

test.describe("the Groups tab", () => {
  // Axe passes and server round trips on a shared two-core machine.
  test.describe.configure({ timeout: 90_000 });

  test("asks for a class, then splits 10 students into 4 groups of 3, 3, 2, 2, each once", async ({
    page,
    teacher: _,
  }) => {
    const room = await classWith(page, "Period 1", TEN);
    await page.goto("/groups");
    await expect(page.getByText("Please select a class to create groups")).toBeVisible();
    await expectNoAxeViolations(page);

    await openGroups(page, room.id, 10);
    await expect(page.getByLabel("Number of groups")).toHaveValue("4");
    await expect(page.getByRole("radio", { name: /Completely Random/ })).toBeChecked();
    await expect(page.getByRole("button", { name: "Print Groups" })).toBeDisabled();
    await expectNoAxeViolations(page);

    await generate(page);
    const groups = await groupsOnScreen(page);
    // Sizes differ by at most one: never 3, 3, 3, 1 again.
    expect(groups.map((g) => g.length)).toEqual([3, 3, 2, 2]);
    expect(groups.flat().sort()).toEqual(TEN.map((r) => r.name).sort());
    await expect(cards(page).first().getByRole("heading", { name: "Group 1" })).toBeVisible();
    await expect(
      page.getByText(/^Balance score \d+\.\d \(best possible ≥? ?\d+\.\d\)/),
    ).toBeVisible();
    await expect(
      page.getByRole("img", { name: /^Group 4 \(2 students\): / }).first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // Each run replaces the last.
    await page.getByLabel("Number of groups").fill("2");
    await generate(page);
    expect((await groupsOnScreen(page)).map((g) => g.length)).toEqual([5, 5]);
  });

  test("Select all, single students, and Generate disabled with nobody selected", async ({
    page,
    teacher: _,
  }) => {
    const room = await classWith(page, "Period 2", TEN);
    await openGroups(page, room.id, 10);
    const selectAll = page.getByRole("checkbox", { name: "Select all" });
    const go = page.getByRole("button", { name: "Generate Groups" });
    await expect(selectAll).toBeChecked();

    await selectAll.uncheck();
    await expect(page.getByText("0 of 10 students selected")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Pupil 01" })).not.toBeChecked();
    await expect(go).toBeDisabled();
    await expect(page.getByText("Select at least one student.")).toBeVisible();

    for (const name of ["Pupil 01", "Pupil 02", "Pupil 03"]) {
      await page.getByRole("checkbox", { name }).check();
    }
    await expect(page.getByText("3 of 10 students selected")).toBeVisible();
    expect(await selectAll.evaluate((el) => (el as HTMLInputElement).indeterminate)).toBe(true);
    await generate(page);
    const groups = await groupsOnScreen(page);
    expect(groups.flat().sort()).toEqual(["Pupil 01", "Pupil 02", "Pupil 03"]);
    expect(groups.map((g) => g.length)).toEqual([1, 1, 1]);

    await selectAll.check();
    await expect(page.getByText("10 of 10 students selected")).toBeVisible();
  });

  test("clamps the number of groups to 1..20 on blur and on Generate", async ({
    page,
    teacher: _,
  }) => {
    const room = await classWith(page, "Period 3", TEN);
    await openGroups(page, room.id, 10);
    const count = page.getByLabel("Number of groups");
    await count.fill("50");
    await count.blur();
    await expect(count).toHaveValue("20");
    await count.fill("0");
    await count.press("Tab");
    await expect(count).toHaveValue("1");

    await count.fill("50");
    await count.press("Enter"); // submits: clamped, then generated
    await expect(count).toHaveValue("20");
    // 20 groups asked of 10 students: every student alone.
    await expect(cards(page)).toHaveCount(10);
    await count.fill("0");
    await count.press("Enter");
    await expect(count).toHaveValue("1");
    await expect(cards(page)).toHaveCount(1);
  });

  test("each method: same categories together, diverse mixed, balanced on chosen attributes", async ({
    page,
    teacher: _,
  }) => {
    // A skewed class: half Red, two of each other colour; the other attributes spread evenly.
    const colors = ["Red", "Red", "Red", "Red", "Red", "Red", "Yellow", "Yellow", "Green"];
    colors.push("Green", "Purple", "Purple");
    const skewed: Row[] = colors.map((color, i) => ({
      name: `Kid ${String(i + 1).padStart(2, "0")}`,
      number: (i % 4) + 1,
      color,
      element: ELEMENTS[(i + 1) % 4] ?? null,
      shape: SHAPES[(i + 2) % 4] ?? null,
    }));
    const colorOf = new Map(skewed.map((r) => [r.name, r.color]));
    const everyone = skewed.map((r) => r.name).sort();
    const colorsIn = (group: string[]) => new Set(group.map((n) => colorOf.get(n))).size;
    const room = await classWith(page, "Period 4", skewed);
    await openGroups(page, room.id, 12);

    await page.getByRole("radio", { name: /Group by Same Categories/ }).check();
    await page.getByLabel("Category", { exact: true }).selectOption({ label: "Color" });
    await expectNoAxeViolations(page);
    await generate(page);
    const same = await groupsOnScreen(page);
    expect(same.map((g) => g.length)).toEqual([3, 3, 3, 3]);
    const sameColors = same.flat().map((name) => COLORS.indexOf(colorOf.get(name) ?? ""));
    expect(sameColors).toEqual([...sameColors].sort((a, b) => a - b));
    expect(same.slice(0, 2).map(colorsIn)).toEqual([1, 1]);

    await page.getByRole("radio", { name: /Diverse Categories/ }).check();
    await expect(page.getByLabel("Category", { exact: true })).toHaveCount(0);
    for (let run = 0; run < 3; run++) {
      await generate(page);
      const diverse = await groupsOnScreen(page);
      expect(diverse.flat().sort()).toEqual(everyone);
      // Six reds in four groups of three: every group mixes at least two colours.
      expect(
        diverse.map(colorsIn).every((n) => n >= 2),
        JSON.stringify(diverse),
      ).toBe(true);
    }

    await page.getByRole("radio", { name: /^Balanced/ }).check();
    const balance = page.getByRole("group", { name: "Attributes to balance" });
    for (const name of ["Number", "Color", "Element", "Shape"]) {
      await expect(balance.getByRole("checkbox", { name })).toBeChecked();
      await balance.getByRole("checkbox", { name }).uncheck();
    }
    await expect(page.getByRole("button", { name: "Generate Groups" })).toBeDisabled();
    await expect(page.getByText("Choose at least one attribute to balance.").first()).toBeVisible();
    await balance.getByRole("checkbox", { name: "Color" }).check();
    await expectNoAxeViolations(page);
    await generate(page);
    const balanced = await groupsOnScreen(page);
    expect(balanced.flat().sort()).toEqual(everyone);
    expect(balanced.map(colorsIn).every((n) => n >= 2)).toBe(true);
    await expect(page.getByText(/measured on Color\.$/)).toBeVisible();

    await page.getByRole("radio", { name: /Completely Random/ }).check();
    await generate(page);
    const random = await groupsOnScreen(page);
    expect(random.map((g) => g.length)).toEqual([3, 3, 3, 3]);
    expect(random.flat().sort()).toEqual(everyone);
  });

  test("presents the groups full screen in large type, without attributes hidden from students", async ({
    page,
    teacher: _,
  }) => {
    const res = await page.request.post("/api/teacher-settings", {
      headers: SAME_ORIGIN,
      data: {
        attribute_name: "color",
        display_name: "Team Colour",
        options: COLORS,
        show_to_students: false,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const room = await classWith(page, "Period 5", TEN);
    await openGroups(page, room.id, 10);
    await generate(page);
    // The teacher's cards show every attribute, the hidden one too.
    await expect(
      cards(page)
        .first()
        .getByText(/^(Red|Yellow|Green|Purple)$/)
        .first(),
    ).toBeVisible();

    const present = page.getByRole("button", { name: "Present" });
    await present.click();
    const view = page.getByRole("dialog", { name: "Period 5" });
    await expect(view).toBeVisible();
    await expect(view.getByRole("heading", { name: "Group 4" })).toBeVisible();
    await expect(view.getByText("Pupil 01", { exact: true })).toBeVisible();
    const size = await view
      .getByText("Pupil 01", { exact: true })
      .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(32);
    // Names only until the teacher asks; then the student-facing attributes, the hidden one not.
    await expect(view.getByText("Fire", { exact: true })).toHaveCount(0);
    await view.getByRole("switch", { name: "Show attributes" }).click();
    const badgeSize = await view
      .getByText("Fire", { exact: true })
      .first()
      .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    // The badges scale with the names (decision 0043), a little smaller than them.
    expect(badgeSize).toBeGreaterThanOrEqual(24);
    await expect(view.getByText(/^(Red|Yellow|Green|Purple)$/)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await expect(view).toBeHidden();
    await expect(present).toBeFocused();
    await present.click();
    await page.getByRole("button", { name: "Exit" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("fits 375, 768 and 1280 px, passes axe in both schemes, generates from the keyboard", async ({
    page,
    teacher: _,
  }) => {
    const room = await classWith(page, "Period 6", TEN);
    await openGroups(page, room.id, 10);
    await tabTo(page, "Generate Groups");
    await page.keyboard.press("Enter");
    await expect(cards(page)).toHaveCount(4);
    // The keyboard is on the result's heading (decision 0043); the actions are just before it.
    await expect(page.getByRole("heading", { name: "Period 6: 4 groups" })).toBeFocused();
    const present = page.getByRole("button", { name: "Present", exact: true });
    for (
      let i = 0;
      i < 3 && !(await present.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press("Shift+Tab");
    }
    await expect(present).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await expectFitsAllWidths(page, async () => {
      await expect(cards(page)).toHaveCount(4);
    });
    await resizeViewport(page, { width: 375, height: 800 });
    await expectNoAxeViolations(page);
    // AA contrast in the dark scheme too, the projector view included.
    await page.emulateMedia({ colorScheme: "dark" });
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Present" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
