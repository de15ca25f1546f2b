import { expect, type Page } from "@playwright/test";
import { SAME_ORIGIN } from "./same-origin";

/** Helpers for the attendance specs ("Who's here today"). */

export const rollDialog = (page: Page) => page.getByRole("dialog", { name: "Who's here today" });

/** A student's toggle in the roll ("<name>, here" or "<name>, absent", pressed when absent). */
export const absentToggle = (page: Page, name: string) =>
  rollDialog(page).getByRole("button", {
    name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}, (here|absent)$`),
  });

/** The browser's local date (YYYY-MM-DD): the school day the app reads and writes. */
export const browserDay = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  });

/** Today's absent student ids of a class, as the server has them. */
export async function absentOnServer(page: Page, classId: string): Promise<string[]> {
  const res = await page.request.get(`/api/attendance/${classId}?day=${await browserDay(page)}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { absent_student_ids: string[] }).absent_student_ids;
}

/** Writes today's roll through the API, as another device would. */
export async function setAbsentViaApi(page: Page, classId: string, ids: string[]): Promise<void> {
  const res = await page.request.put(`/api/attendance/${classId}`, {
    headers: SAME_ORIGIN,
    data: { day: await browserDay(page), absent_student_ids: ids },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The focused element's accessible name (aria-label, else its text). */
export const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return (el?.getAttribute("aria-label") ?? el?.textContent ?? "").replace(/\s+/g, " ").trim();
  });
