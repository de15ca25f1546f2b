import type { Page, Route } from "@playwright/test";
import { createClassViaApi, createStudentViaApi } from "../support/app-helpers";
import {
  absentOnServer,
  absentToggle,
  rollDialog,
  setAbsentViaApi,
} from "../support/attendance-helpers";
import { expect, test, toasts } from "../support/fixtures";
import { openStudents } from "../support/roster-helpers";

/**
 * "Who's here today" when a save fails while the next tap is already queued behind it: the
 * screen ends showing exactly the roll the server holds, and another device's change is never
 * overwritten. (Before, the queued tap went out anyway: after a 409 it replaced the other
 * device's roll with this screen's old one; after a failed save the server held both taps while
 * the screen showed neither.)
 */

const NAMES = ["Ann Quick", "Bob Quick", "Cy Quick", "Di Quick"] as const;

async function classOfFour(page: Page) {
  const room = await createClassViaApi(page, "Period 6");
  const ids: Record<string, string> = {};
  for (const name of NAMES) ids[name] = (await createStudentViaApi(page, room.id, name)).id;
  await openStudents(page, room.id);
  await page.getByRole("button", { name: /Who's here today/ }).click();
  await expect(rollDialog(page).getByRole("status")).toHaveText("4 of 4 here");
  return { room, ids };
}

/** Holds the first PUT of the roll until `release` is called, then answers it with `answer`. */
function holdFirstWrite(page: Page, answer: (route: Route) => Promise<void>) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = false;
  const puts: string[] = [];
  void page.route("**/api/attendance/**", async (route) => {
    if (route.request().method() !== "PUT") return route.continue();
    puts.push(route.request().postData() ?? "");
    if (held) return route.continue();
    held = true;
    await released;
    await answer(route);
  });
  return { release: () => release(), puts };
}

/** The pressed (absent) toggles of the roll, by name. */
async function shownAbsent(page: Page): Promise<string[]> {
  const shown: string[] = [];
  for (const name of NAMES) {
    if ((await absentToggle(page, name).getAttribute("aria-pressed")) === "true") shown.push(name);
  }
  return shown;
}

test("a tap queued behind a 409 does not overwrite the other device's roll", async ({
  page,
  teacher: _,
}) => {
  const { room, ids } = await classOfFour(page);
  // Another device marks Cy absent after this roll was loaded.
  await setAbsentViaApi(page, room.id, [ids["Cy Quick"] as string]);
  const writes = holdFirstWrite(page, (route) => route.continue());
  await absentToggle(page, "Ann Quick").click();
  await absentToggle(page, "Bob Quick").click();
  await expect(absentToggle(page, "Bob Quick")).toHaveAttribute("aria-pressed", "true");
  writes.release();

  await expect(toasts(page)).toContainText("Attendance changed elsewhere");
  await expect(rollDialog(page).getByRole("status")).toHaveText("3 of 4 here, 1 absent");
  expect(await shownAbsent(page)).toEqual(["Cy Quick"]);
  expect(await absentOnServer(page, room.id)).toEqual([ids["Cy Quick"]]);

  // The roll works on from the server's: the next tap is saved on top of Cy.
  await absentToggle(page, "Di Quick").click();
  await expect
    .poll(async () => [...(await absentOnServer(page, room.id))].sort())
    .toEqual([ids["Cy Quick"], ids["Di Quick"]].sort());
  // The tap made from the stale roll never went out (a class's writes go out in order, so it
  // would have gone before Di's).
  expect(writes.puts).toHaveLength(2);
});

test("a failed save puts the roll back as the server has it, with the tap queued behind it", async ({
  page,
  teacher: _,
}) => {
  const { room, ids } = await classOfFour(page);
  const writes = holdFirstWrite(page, (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"Busy"}' }),
  );
  await absentToggle(page, "Ann Quick").click();
  await absentToggle(page, "Bob Quick").click();
  await expect(absentToggle(page, "Bob Quick")).toHaveAttribute("aria-pressed", "true");
  writes.release();

  await expect(toasts(page)).toContainText("Failed to save attendance");
  await expect(rollDialog(page).getByRole("status")).toHaveText("4 of 4 here");
  expect(await shownAbsent(page)).toEqual([]);
  expect(await absentOnServer(page, room.id)).toEqual([]);

  // Tapped again, it is saved.
  await absentToggle(page, "Bob Quick").click();
  await expect.poll(() => absentOnServer(page, room.id)).toEqual([ids["Bob Quick"]]);
  expect(await shownAbsent(page)).toEqual(["Bob Quick"]);
  // Bob's first tap, worked out on top of Ann's failed one, never went out.
  expect(writes.puts).toHaveLength(2);
});
