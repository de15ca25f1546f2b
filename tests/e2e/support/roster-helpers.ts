import { expect, type Page } from "@playwright/test";
import { createClassViaApi } from "./app-helpers";
import { SAME_ORIGIN } from "./same-origin";

/** Helpers for the Students, CSV import and Settings specs. */

export type Values = {
  number: number | null;
  color: string | null;
  element: string | null;
  shape: string | null;
};
export type ApiStudent = Values & { id: string; name: string; class_id: string };

/** Imports students through the bulk API (one request). */
export async function importViaApi(
  page: Page,
  classId: string,
  rows: (Partial<Values> & { name: string })[],
  balanced = false,
) {
  const res = await page.request.post(`/api/classes/${classId}/students/import`, {
    headers: SAME_ORIGIN,
    data: { rows, balanced },
  });
  expect(res.status(), await res.text()).toBe(201);
}

export async function studentsOnServer(page: Page, classId: string): Promise<ApiStudent[]> {
  const res = await page.request.get(`/api/students/${classId}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as ApiStudent[];
}

/** How many students hold each value of one attribute. */
export function tally(students: readonly Values[], attribute: keyof Values): Map<unknown, number> {
  const counts = new Map<unknown, number>();
  for (const s of students) counts.set(s[attribute], (counts.get(s[attribute]) ?? 0) + 1);
  return counts;
}

/** Opens the Students tab with `classId` chosen in the class picker. */
export async function openStudents(page: Page, classId: string) {
  await page.goto("/students");
  await page.getByLabel("Class", { exact: true }).selectOption(classId);
  await expect(page.getByText(/ in this class$/)).toBeVisible();
}

/** A student's card in the grid, found by name. */
export const card = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });

/** A class of `size` students, "Pupil 1" to "Pupil <size>", made through the API. */
export async function classOfPupils(page: Page, name: string, size: number) {
  const room = await createClassViaApi(page, name);
  await importViaApi(
    page,
    room.id,
    Array.from({ length: size }, (_, i) => ({ name: `Pupil ${i + 1}` })),
  );
  return room;
}
