import type { Page } from "@playwright/test";
import { classWithStudents, historyOnServer, localDay, openWheel } from "../support/app-helpers";
import { expect, test } from "../support/fixtures";
import { SAME_ORIGIN } from "../support/same-origin";

/**
 * The Randomizer's header counts the students the next spin can pick: absent students are off,
 * in Everyone gets a turn those who had their turn, in Remove the winner this sitting's winners.
 * It says so as soon as a spin's winners show, while the wheel still shows them (the cool-down),
 * not only once the wheel is ready again.
 */

const NAMES = ["Ann", "Ben", "Cy", "Dee", "Eve"];
const spinButton = (page: Page) => page.getByRole("button", { name: "Spin", exact: true });
const header = (page: Page) => page.getByText(/available for random selection$/);
const count = (n: number) =>
  `${n} ${n === 1 ? "student" : "students"} available for random selection`;

/** Spins, then checks the count while the result still shows (Spin not ready yet). */
async function spinAndCount(page: Page, expected: number): Promise<void> {
  await spinButton(page).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("winner")).toBeVisible({ timeout: 8_000 });
  await expect(header(page)).toHaveText(count(expected), { timeout: 1_500 });
  await expect(spinButton(page)).toHaveAttribute("aria-disabled", "true");
  await expect(spinButton(page)).not.toHaveAttribute("aria-disabled", "true", { timeout: 4_000 });
  await expect(header(page)).toHaveText(count(expected));
}

async function markAbsent(page: Page, classId: string, ids: string[]): Promise<void> {
  const put = await page.request.put(`/api/attendance/${classId}`, {
    headers: { ...SAME_ORIGIN, "If-Match": '"0"' },
    data: { day: await localDay(page), absent_student_ids: ids },
  });
  expect(put.ok(), await put.text()).toBe(true);
}

test("the header counts who the next spin can pick in each mode, with an absent student", async ({
  page,
  teacher: _,
}) => {
  test.slow();
  await page.emulateMedia({ reducedMotion: "reduce" });
  const { room, ids } = await classWithStudents(page, "Counted", NAMES);
  await markAbsent(page, room.id, [ids.Eve as string]);
  await openWheel(page, room.id, "Counted");
  await expect(header(page)).toHaveText(count(4));

  // Equal chance: a winner stays on.
  await spinAndCount(page, 4);

  // Remove the winner: each winner is off for this sitting; Reset brings them back.
  await page.getByLabel("Picking mode").selectOption("remove");
  await spinAndCount(page, 3);
  await spinAndCount(page, 2);
  await page.getByRole("button", { name: "Reset" }).click();
  await expect(header(page)).toHaveText(count(4));

  // Everyone gets a turn: counted from the history (one pick so far, by Equal chance, and the
  // two of Remove the winner): whoever has fewest picks among the present is on.
  await page.request.delete(`/api/selection-history/${room.id}`, { headers: SAME_ORIGIN });
  await page.reload();
  await expect(header(page)).toHaveText(count(4));
  await page.getByLabel("Picking mode").selectOption("turns");
  await spinAndCount(page, 3);
  await spinAndCount(page, 2);
  await spinAndCount(page, 1);
  // The last present student's turn: everyone present is back (the absent one stays off).
  await spinAndCount(page, 4);
  const picked = (await historyOnServer(page, room.id)).map((h) => h.student_id);
  expect(new Set(picked).size).toBe(4);
  expect(picked).not.toContain(ids.Eve);
});
