import type { Page } from "@playwright/test";
import {
  classWithStudents,
  expectFitsAllWidths,
  historyOnServer,
  localDay,
  openWheel,
} from "../support/app-helpers";
import { watchRequests } from "../support/demo-helpers";
import { expect, expectNoAxeViolations, test, toasts } from "../support/fixtures";
import { SAME_ORIGIN } from "../support/same-origin";

// Offline is tested here: the offline shell (service worker) runs, as for a teacher.
test.use({ serviceWorkers: "allow" });

/** Picking modes, several winners per spin, and undoing a draw. */

const spinButton = (page: Page) => page.getByRole("button", { name: "Spin", exact: true });
const wheel = (page: Page) => page.getByRole("img", { name: /^Spinning wheel with/ });
const onWheel = (page: Page) =>
  page.getByRole("list", { name: /^Available Items/ }).getByRole("listitem");
const offWheel = (page: Page) =>
  page.getByRole("list", { name: /^Not on the wheel/ }).getByRole("listitem");
const modeSelect = (page: Page) => page.getByLabel("Picking mode");
const picksSelect = (page: Page) => page.getByLabel("Winners per spin");

/**
 * Spins by keyboard and returns the winners shown; waits until the wheel is ready again unless
 * `settle` is false (a toast lasts 5 s: its Undo is pressed at once, not after the cool-down).
 */
async function spinOnce(page: Page, { settle = true } = {}): Promise<string[]> {
  await spinButton(page).focus();
  await page.keyboard.press("Enter");
  const card = page.getByTestId("winner");
  await expect(card).toBeVisible({ timeout: 8_000 });
  const several = card.getByTestId("winner-name");
  const shown =
    (await several.count()) > 0
      ? (await several.allTextContents()).map((t) => t.replace(/^\d+\.\s*/, "").trim())
      : [((await card.locator("p").nth(1).textContent()) ?? "").trim()];
  if (settle) {
    await expect(spinButton(page)).not.toHaveAttribute("aria-disabled", "true", {
      timeout: 4_000,
    });
  }
  return shown;
}

const NAMES = Array.from({ length: 20 }, (_, i) => `Pupil ${String(i + 1).padStart(2, "0")}`);

test.describe("picking", () => {
  test("Everyone gets a turn: 18 present of 20, 18 spins over two reloads pick 18 different students, then all come back", async ({
    page,
    teacher: _,
  }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ reducedMotion: "reduce" });
    const { room, ids } = await classWithStudents(page, "Period 3", NAMES);
    const absent = [ids["Pupil 04"], ids["Pupil 11"]] as string[];
    const put = await page.request.put(`/api/attendance/${room.id}`, {
      headers: { ...SAME_ORIGIN, "If-Match": '"0"' },
      data: { day: await localDay(page), absent_student_ids: absent },
    });
    expect(put.ok(), await put.text()).toBe(true);

    await openWheel(page, room.id, "Period 3");
    await expect(page.getByRole("img", { name: "Spinning wheel with 18 items" })).toBeVisible();
    await expect(onWheel(page)).toHaveCount(18);
    await expect(onWheel(page).first()).toContainText("5.6%");
    await expect(offWheel(page)).toHaveText([/Pupil 04\s*Absent today/, /Pupil 11\s*Absent today/]);

    await modeSelect(page).selectOption({ label: "Everyone gets a turn" });
    await expect(page.getByText(/until everyone has had a turn/).first()).toBeVisible();
    await expect
      .poll(
        async () =>
          (await (await page.request.get(`/api/wheel-settings/${room.id}`)).json()).pick_mode,
      )
      .toBe("turns");
    await expectNoAxeViolations(page);

    const winners: string[] = [];
    for (let round = 0; round < 3; round++) {
      if (round > 0) {
        await page.reload();
        await expect(modeSelect(page)).toHaveValue("turns");
      }
      for (let i = 0; i < 6; i++) {
        const [name] = await spinOnce(page);
        winners.push(name as string);
        if (winners.length < 18) {
          const left = 18 - winners.length;
          // The winner stays drawn, marked, until the next spin; the header counts the next
          // spin's line-up at once.
          await expect(wheel(page)).toHaveAccessibleName(`Spinning wheel with ${left + 1} items`);
          await expect(page.getByText(/available for random selection$/)).toHaveText(
            `${left} ${left === 1 ? "student" : "students"} available for random selection`,
          );
          await expect(offWheel(page).filter({ hasText: name as string })).toContainText(
            "Picked once: back once everyone has had a turn",
          );
        }
      }
    }
    expect(new Set(winners).size).toBe(18);
    expect(winners).not.toContain("Pupil 04");
    expect(winners).not.toContain("Pupil 11");
    // Everyone present has had a turn: all 18 are back for the next spin (the last winner stays
    // drawn alone, marked, until then).
    await expect(page.getByText(/available for random selection$/)).toHaveText(
      "18 students available for random selection",
    );
    await expect(page.getByRole("img", { name: "Spinning wheel with 1 item" })).toBeVisible();
    const stored = await historyOnServer(page, room.id);
    expect(stored).toHaveLength(18);
    expect(new Set(stored.map((e) => e.student_id)).size).toBe(18);
  });

  test("3 winners in one spin, Undo from the toast, Remove the winner and its Undo, by keyboard @phone", async ({
    page,
    teacher: _,
  }) => {
    test.slow();
    await page.emulateMedia({ reducedMotion: "reduce" });
    const names = ["Ann", "Ben", "Cleo", "Dev", "Eve"];
    const { room } = await classWithStudents(page, "Room 12", names);
    await openWheel(page, room.id, "Room 12");

    // 1 to 10 winners, never more than the entries on the wheel.
    await expect(picksSelect(page).locator("option")).toHaveText([
      "1 winner",
      "2 winners",
      "3 winners",
      "4 winners",
      "5 winners",
    ]);
    await picksSelect(page).selectOption("3");
    await expect(page.getByText("Each spin picks 3 different winners.")).toBeVisible();
    await expect(onWheel(page).first()).toContainText("60%");

    const three = await spinOnce(page);
    expect(three).toHaveLength(3);
    expect(new Set(three).size).toBe(3);
    for (const name of three) expect(names).toContain(name);
    await expect(page.getByRole("status").filter({ hasText: /^Selected: / })).toHaveText(
      `Selected: ${three[0]}, ${three[1]}, and ${three[2]}`,
    );
    await expect
      .poll(async () => (await historyOnServer(page, room.id)).map((e) => e.student_name))
      .toEqual([...three].reverse());
    await expectNoAxeViolations(page);

    // The toast's Undo, pressed while the toast shows (it lasts 5 s), once the first is gone.
    await expect(toasts(page).getByRole("button", { name: "Undo" })).toHaveCount(0);
    const again = await spinOnce(page, { settle: false });
    expect(again).toHaveLength(3);
    await expect(toasts(page)).toContainText(
      `3 picks recorded${again[0]}, ${again[1]}, and ${again[2]}, in the Selection History.`,
    );
    await toasts(page).getByRole("button", { name: "Undo" }).click();
    await expect(toasts(page)).toContainText("Pick undone");
    await expect
      .poll(async () => (await historyOnServer(page, room.id)).map((e) => e.student_name))
      .toEqual([...three].reverse());
    await expect(spinButton(page)).not.toHaveAttribute("aria-disabled", "true");

    await picksSelect(page).selectOption("1");
    await modeSelect(page).selectOption("remove");
    const [gone] = await spinOnce(page);
    // The winner leaves the wheel when the next spin starts; the header counts 4 at once.
    await expect(page.getByRole("img", { name: "Spinning wheel with 5 items" })).toBeVisible();
    await expect(page.getByText(/available for random selection$/)).toHaveText(
      "4 students available for random selection",
    );
    await expect(offWheel(page)).toHaveText([
      new RegExp(`${gone}\\s*Picked this sitting: Reset brings them back`),
    ]);
    await page.getByRole("button", { name: "Undo this pick" }).click();
    await expect(page.getByRole("img", { name: "Spinning wheel with 5 items" })).toBeVisible();
    // Only the first draw's 3 picks are left.
    await expect.poll(async () => (await historyOnServer(page, room.id)).length).toBe(3);

    await spinOnce(page);
    await spinOnce(page);
    // The second winner stays drawn until the next spin: 4 wedges, 3 left to pick.
    await expect(page.getByRole("img", { name: "Spinning wheel with 4 items" })).toBeVisible();
    await expect(page.getByText(/available for random selection$/)).toHaveText(
      "3 students available for random selection",
    );
    await page.getByRole("button", { name: "Reset" }).click();
    await expect(page.getByRole("img", { name: "Spinning wheel with 5 items" })).toBeVisible();
    await expect(offWheel(page)).toHaveCount(0);
    await expectFitsAllWidths(page, () => expect(wheel(page)).toBeVisible());
    await expectNoAxeViolations(page);
  });

  test("the projector view carries the mode, the winners per spin and Undo", async ({
    page,
    teacher: _,
  }) => {
    test.slow();
    await page.emulateMedia({ reducedMotion: "reduce" });
    const { room } = await classWithStudents(page, "Room 14", ["Ann", "Ben", "Cleo", "Dev"]);
    await openWheel(page, room.id, "Room 14");
    await page.getByRole("button", { name: "Full screen", exact: true }).click();
    await expect(page.getByRole("button", { name: "Exit full screen", exact: true })).toBeVisible();
    const screen = page.locator(":fullscreen");
    await screen.getByLabel("Winners per spin").selectOption("2");
    await screen.getByLabel("Picking mode").selectOption("turns");
    const pair = await spinOnce(page);
    expect(pair).toHaveLength(2);
    await expect(screen.getByTestId("winner-name")).toHaveCount(2);
    // Both winners stay drawn, marked 1 and 2, until the next spin.
    await expect(screen.getByRole("img", { name: "Spinning wheel with 4 items" })).toBeVisible();
    await expect(screen.getByTestId("wheel-stage")).toHaveAttribute("data-marked", pair.join("\n"));
    await expectNoAxeViolations(page);
    await screen.getByRole("button", { name: "Undo these picks" }).click();
    await expect(screen.getByRole("img", { name: "Spinning wheel with 4 items" })).toBeVisible();
    await expect.poll(async () => (await historyOnServer(page, room.id)).length).toBe(0);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Full screen", exact: true })).toBeVisible();
  });

  test("offline, the saved mode shows read-only, and Everyone gets a turn waits for the history", async ({
    page,
    context,
    teacher: _,
  }) => {
    const { room } = await classWithStudents(page, "Room 15", ["Ann", "Ben", "Cleo"]);
    await openWheel(page, room.id, "Room 15");
    await modeSelect(page).selectOption("turns");
    await expect(page.locator("html")).toHaveAttribute("data-offline-ready", "true");
    // The mirror (written a moment after the answer arrives) holds the class's mode.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("classcharm.queryCache")))
      .toContain('"pick_mode":"turns"');

    await context.setOffline(true);
    await page.reload();
    await expect(
      page.getByRole("status").filter({ hasText: "Offline: changes are paused" }),
    ).toBeVisible();
    await expect(modeSelect(page)).toHaveValue("turns");
    await expect(modeSelect(page)).toBeDisabled();
    await expect(page.getByText(/the mode can be changed once you are back online/)).toBeVisible();
    // Without the history nobody can tell who has had a turn: the wheel says so and waits.
    await expect(
      page.getByText(/counts the Selection History, which can't be loaded now/),
    ).toBeVisible();
    await expect(spinButton(page)).toHaveAttribute("aria-disabled", "true");
    await expectNoAxeViolations(page);

    await context.setOffline(false);
    await expect(modeSelect(page)).toBeEnabled();
    await expect(spinButton(page)).not.toHaveAttribute("aria-disabled", "true");
  });

  test("the demo picks in every mode in memory, with no write request", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await page.emulateMedia({ reducedMotion: "reduce" });
    const requests = watchRequests(page, baseURL);
    await page.goto("/randomizer");
    await expect(
      page.getByRole("heading", { name: "Sample Class - Spinning Wheel" }),
    ).toBeVisible();
    await expect(wheel(page)).toBeVisible();
    const total = await onWheel(page).count();
    await modeSelect(page).selectOption("turns");
    await spinOnce(page, { settle: false });
    await toasts(page).getByRole("button", { name: "Undo" }).click();
    await expect(toasts(page)).toContainText("Pick undone");
    await expect(spinButton(page)).not.toHaveAttribute("aria-disabled", "true");
    await expect(onWheel(page)).toHaveCount(total);
    const [first] = await spinOnce(page);
    await expect(offWheel(page).filter({ hasText: first as string })).toContainText("Picked once");
    await expect(onWheel(page)).toHaveCount(total - 1);
    await picksSelect(page).selectOption("2");
    expect(await spinOnce(page)).toHaveLength(2);
    requests.expectNothingSent();
  });
});
