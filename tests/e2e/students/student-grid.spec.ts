/**
 * A usual class's student grid is drawn whole and laid out by CSS (its columns from
 * the list's own width), with no measuring by script; only a class over 120 is virtual (see
 * big-class.spec.ts).
 */
import { classWithStudents } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";

const NAMES = Array.from({ length: 30 }, (_, i) => `Pupil ${String(i + 1).padStart(2, "0")}`);

test("a class of 30: every card is in the page at once, in rows as wide as the list allows", async ({
  page,
  teacher: _,
}) => {
  await page.goto("/api/health");
  const { room } = await classWithStudents(page, "Grid 5C", NAMES);
  await page.evaluate((id) => localStorage.setItem("classcharm.selectedClass", id), room.id);
  // A phone first: one card a row, so 30 rows, most of them far below the fold.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/students");
  const list = page.getByRole("list", { name: "Students" });
  const cards = list.getByRole("listitem");
  // All 30, the last far below the fold (a virtual grid drew only the rows on screen).
  await expect(cards).toHaveCount(30);
  await expect(cards.last()).toContainText("Pupil 30");
  const firstRowTops = async () => {
    const tops = await cards.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    return tops.filter((top) => top === tops[0]).length;
  };
  expect(await firstRowTops()).toBe(1);
  await page.setViewportSize({ width: 600, height: 800 });
  await expect.poll(firstRowTops).toBe(2);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(firstRowTops).toBe(4);
  await expectNoAxeViolations(page);
});
