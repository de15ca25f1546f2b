import type { Page } from "@playwright/test";
import { createClassViaApi, createStudentViaApi } from "../support/app-helpers";
import { absentToggle, rollDialog } from "../support/attendance-helpers";
import { expect, test } from "../support/fixtures";
import { SAME_ORIGIN } from "../support/same-origin";

/** Attendance across a date change: a page left open overnight turns to the new day's roll. */

const pad = (n: number) => String(n).padStart(2, "0");
const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const now = new Date();
const evening = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59);
const morning = new Date(evening.getTime() + 8.5 * 3_600_000);

/** A class of Ann, Bob and Cy at 23:59, its roll open with Ann marked absent. */
async function rollAtNight(page: Page) {
  const room = await createClassViaApi(page, "Period 1");
  const ids: Record<string, string> = {};
  for (const name of ["Ann", "Bob", "Cy"]) {
    ids[name] = (await createStudentViaApi(page, room.id, name)).id;
  }
  await page.clock.install({ time: evening });
  await page.goto("/students");
  await page.getByLabel("Class", { exact: true }).selectOption(room.id);
  await page.getByRole("button", { name: /Who's here today/ }).click();
  const status = rollDialog(page).getByRole("status");
  await absentToggle(page, "Ann").click();
  await expect(status).toHaveText("2 of 3 here, 1 absent");
  const absent = async (day: Date) => {
    const res = await page.request.get(`/api/attendance/${room.id}?day=${dayOf(day)}`, {
      headers: SAME_ORIGIN,
    });
    return ((await res.json()) as { absent_student_ids: string[] }).absent_student_ids;
  };
  await expect.poll(() => absent(evening)).toEqual([ids.Ann]);
  return { ids, status, absent };
}

test("a roll left open over midnight turns to the new day, and its taps are written to it", async ({
  page,
  teacher: _,
}) => {
  const { ids, status, absent } = await rollAtNight(page);
  await page.clock.fastForward("08:30:00");
  await expect(status).toHaveText("3 of 3 here");
  await absentToggle(page, "Bob").click();
  await expect(status).toHaveText("2 of 3 here, 1 absent");
  await expect(absentToggle(page, "Bob")).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => absent(morning)).toEqual([ids.Bob]);
  expect(await absent(evening)).toEqual([ids.Ann]);
});

test("after the computer slept through midnight, the page turns to the new day within a minute", async ({
  page,
  teacher: _,
}) => {
  const { status } = await rollAtNight(page);
  await page.clock.setSystemTime(morning); // the date jumps on, as after a sleep
  await page.clock.runFor(60_000);
  await expect(status).toHaveText("3 of 3 here");
});
