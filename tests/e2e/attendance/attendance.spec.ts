import type { Locator, Page } from "@playwright/test";
import {
  createClassViaApi,
  createStudentViaApi,
  expectFitsAllWidths,
} from "../support/app-helpers";
import {
  absentOnServer,
  absentToggle,
  rollDialog,
  setAbsentViaApi,
} from "../support/attendance-helpers";
import { countLine, openTab, watchRequests } from "../support/demo-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import { openStudents } from "../support/roster-helpers";

// Offline is tested here: the offline shell (service worker) runs, as for a teacher.
test.use({ serviceWorkers: "allow" });

/**
 * "Who's here today" (docs/product.md#attendance): marked once, it holds on Students, Randomizer and Groups.
 * Marking a class of 40 by keyboard alone is in attendance-keyboard.spec.ts.
 */

const NAMES = Array.from({ length: 20 }, (_, i) => `Pupil ${String(i + 1).padStart(2, "0")}`);

async function classOfTwenty(page: Page) {
  const room = await createClassViaApi(page, "Period 2");
  for (const name of NAMES) await createStudentViaApi(page, room.id, name);
  await page.goto("/students");
  await page.getByLabel("Class", { exact: true }).selectOption(room.id);
  await expect(countLine(page, 20)).toBeVisible();
  return room;
}

test.describe("who's here today", () => {
  test("two marked absent by keyboard: dimmed on Students, off the wheel, unticked in Groups, kept on reload", async ({
    page,
    teacher: _,
  }) => {
    test.slow();
    const room = await classOfTwenty(page);
    const open = page.getByRole("button", { name: /Who's here today/ });
    await expect(open).toContainText("20 of 20 here");
    await open.focus();
    await page.keyboard.press("Enter");
    await expect(rollDialog(page)).toBeVisible();
    await expect(rollDialog(page).getByRole("status")).toHaveText("20 of 20 here");
    await expectNoAxeViolations(page);

    // By keyboard alone: Tab to a name, Space marks them absent.
    for (const name of ["Pupil 03", "Pupil 17"]) {
      for (let i = 0; i < 40; i++) {
        if (await absentToggle(page, name).evaluate((el) => el === document.activeElement)) break;
        await page.keyboard.press("Tab");
      }
      await page.keyboard.press("Space");
      await expect(absentToggle(page, name)).toHaveAttribute("aria-pressed", "true");
    }
    await expect(rollDialog(page).getByRole("status")).toHaveText("18 of 20 here, 2 absent");
    await expect.poll(async () => (await absentOnServer(page, room.id)).length).toBe(2);
    await page.keyboard.press("Escape");
    await expect(rollDialog(page)).toBeHidden();
    await expect(open).toBeFocused();
    await expect(open).toContainText("18 of 20 here");

    const absentCards = page.locator("[data-testid=student-card][data-absent]");
    await expect(absentCards).toHaveCount(2);
    await expect(absentCards.first()).toContainText("Pupil 03");
    await expect(absentCards.first()).toContainText("Absent");
    await expectNoAxeViolations(page);

    await openTab(page, "Randomizer");
    await expect(page.getByRole("heading", { name: "Period 2 - Spinning Wheel" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Spinning wheel with 18 items" })).toBeVisible();
    const wheelItems = page.getByRole("list", { name: /^Available Items/ });
    await expect(wheelItems.getByRole("listitem")).toHaveCount(18);
    await expect(wheelItems).not.toContainText("Pupil 03");
    await expect(wheelItems).not.toContainText("Pupil 17");

    await openTab(page, "Groups");
    await expect(page.getByText("18 of 20 students selected")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /Pupil 03/ })).not.toBeChecked();
    await expect(page.getByRole("checkbox", { name: /Pupil 17/ })).not.toBeChecked();
    // Still selectable by hand.
    await page.getByRole("checkbox", { name: /Pupil 03/ }).check();
    await expect(page.getByText("19 of 20 students selected")).toBeVisible();

    // Another visit (the chosen class is kept): the roll comes from the server.
    await page.goto("/students");
    await expect(countLine(page, 20)).toBeVisible();
    await expect(page.locator("[data-testid=student-card][data-absent]")).toHaveCount(2);
    await page.getByRole("button", { name: /Who's here today/ }).click();
    await rollDialog(page).getByRole("button", { name: "Everyone's here" }).click();
    await expect(rollDialog(page).getByRole("status")).toHaveText("20 of 20 here");
    await rollDialog(page).getByRole("button", { name: "Done" }).click();
    await expect(page.locator("[data-testid=student-card][data-absent]")).toHaveCount(0);
  });

  test("the roll fits a phone and passes axe in the dark scheme @phone", async ({
    page,
    teacher: _,
  }) => {
    await classOfTwenty(page);
    await page.getByRole("button", { name: /Who's here today/ }).click();
    await absentToggle(page, "Pupil 01").click();
    await expectFitsAllWidths(page, async () => {
      await expect(rollDialog(page)).toBeVisible();
    });
    await page.emulateMedia({ colorScheme: "dark" });
    await expectNoAxeViolations(page);
  });

  test("offline, the last known roll shows read-only and no write goes out", async ({
    page,
    context,
    teacher: _,
  }) => {
    const room = await createClassViaApi(page, "Period 4");
    const ann = await createStudentViaApi(page, room.id, "Ann Away");
    const ben = await createStudentViaApi(page, room.id, "Ben Here");
    await createStudentViaApi(page, room.id, "Cleo Here");
    await setAbsentViaApi(page, room.id, [ann.id]);
    await openStudents(page, room.id);
    const open = page.getByRole("button", { name: /Who's here today/ });
    await expect(open).toContainText("2 of 3 here");
    await expect(page.locator("html")).toHaveAttribute("data-offline-ready", "true");
    // The mirror (written a moment after the answer arrives) holds today's roll.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("classcharm.queryCache")))
      .toContain(`"absent_student_ids":["${ann.id}"]`);

    const writes: string[] = [];
    context.on("request", (request) => {
      if (!["GET", "HEAD"].includes(request.method()))
        writes.push(`${request.method()} ${request.url()}`);
    });
    await context.setOffline(true);
    await page.reload();
    const banner = page.getByRole("status").filter({ hasText: "Offline: changes are paused" });
    await expect(banner).toBeVisible();
    await expect(countLine(page, 3)).toBeVisible();
    // Without the roll in the mirror the count is missing and the dialog stays "Loading...".
    await expect(open).toContainText("2 of 3 here");
    await open.click();
    const roll = rollDialog(page);
    await expect(roll.getByRole("status")).toHaveText("2 of 3 here, 1 absent");
    await expect(roll).toContainText("You are offline: this is the last roll saved.");
    await expect(absentToggle(page, "Ann Away")).toHaveAttribute("aria-pressed", "true");
    await expect(absentToggle(page, "Ben Here")).toHaveAttribute("aria-pressed", "false");
    for (const name of ["Ann Away", "Ben Here", "Cleo Here"]) {
      await expect(absentToggle(page, name)).toBeDisabled();
    }
    await expect(roll.getByRole("button", { name: "Everyone's here" })).toBeDisabled();
    await expectNoAxeViolations(page);
    // Trying anyway (past the disabled state) changes nothing.
    await absentToggle(page, "Ann Away").click({ force: true });
    await absentToggle(page, "Ben Here").click({ force: true });
    await expect(absentToggle(page, "Ann Away")).toHaveAttribute("aria-pressed", "true");
    await expect(absentToggle(page, "Ben Here")).toHaveAttribute("aria-pressed", "false");
    await expect(roll.getByRole("status")).toHaveText("2 of 3 here, 1 absent");

    await roll.getByRole("button", { name: "Done" }).click();
    await expect(roll).toBeHidden();

    // Back online (the app checks the session again, then shows the server's data): nothing was
    // queued meanwhile (a class's writes go out in order, so a queued one would go before this
    // tap), and the roll can be changed again.
    const sessionBack = page.waitForResponse(
      (res) => res.url().includes("/api/auth/get-session") && res.status() === 200,
    );
    await context.setOffline(false);
    await sessionBack;
    await expect(banner).toBeHidden();
    await open.click();
    await expect(roll).not.toContainText("You are offline");
    await absentToggle(page, "Ben Here").click();
    await expect
      .poll(async () => [...(await absentOnServer(page, room.id))].sort())
      .toEqual([ann.id, ben.id].sort());
    expect(writes).toEqual([`PUT ${new URL(page.url()).origin}/api/attendance/${room.id}`]);
  });

  test("a tap (phone) or click marks a student absent, and the projector view leaves them off the wheel @phone", async ({
    page,
    hasTouch,
    teacher: _,
  }) => {
    const press = (target: Locator) => (hasTouch ? target.tap() : target.click());
    const room = await createClassViaApi(page, "Period 3");
    const ann = await createStudentViaApi(page, room.id, "Ann Tapper");
    await createStudentViaApi(page, room.id, "Ben Tapper");
    await createStudentViaApi(page, room.id, "Cleo Tapper");
    if (hasTouch) await page.setViewportSize({ width: 375, height: 800 });
    await openStudents(page, room.id);
    await press(page.getByRole("button", { name: /Who's here today/ }));
    await press(absentToggle(page, "Ann Tapper"));
    await expect(absentToggle(page, "Ann Tapper")).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => absentOnServer(page, room.id)).toEqual([ann.id]);
    await press(rollDialog(page).getByRole("button", { name: "Done" }));
    await expect(rollDialog(page)).toBeHidden();

    await openTab(page, "Randomizer");
    await expect(page.getByRole("heading", { name: "Period 3 - Spinning Wheel" })).toBeVisible();
    await press(page.getByRole("button", { name: "Full screen", exact: true }));
    const screen = page.locator(":fullscreen");
    await expect(screen.getByRole("img", { name: "Spinning wheel with 2 items" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Full screen", exact: true })).toBeVisible();
  });

  test("in the demo the roll is kept in the page and nothing is sent", async ({
    page,
    baseURL,
  }) => {
    const requests = watchRequests(page, baseURL);
    await page.goto("/students");
    await expect(countLine(page, 20)).toBeVisible();
    await page.getByRole("button", { name: /Who's here today/ }).click();
    const first = rollDialog(page)
      .getByRole("button", { name: /, (here|absent)$/ })
      .first();
    await first.click();
    await expect(first).toHaveAttribute("aria-pressed", "true");
    await expect(rollDialog(page).getByRole("status")).toHaveText("19 of 20 here, 1 absent");
    await page.keyboard.press("Escape");
    await expect(page.locator("[data-testid=student-card][data-absent]")).toHaveCount(1);
    await openTab(page, "Randomizer");
    await expect(page.getByRole("img", { name: "Spinning wheel with 19 items" })).toBeVisible();
    requests.expectNothingSent();
  });
});
