import type { Page } from "@playwright/test";
import { createClassViaApi } from "../support/app-helpers";
import { expect, test, toasts } from "../support/fixtures";
import { groupCards, moveByKeyboard } from "../support/group-helpers";
import { importViaApi, studentsOnServer } from "../support/roster-helpers";
import { SAME_ORIGIN } from "../support/same-origin";

/**
 * Decision 0028: a saved grouping of an earlier lesson holds a student who has left the class
 * since. Opened, it shows them as taught; changed and saved, they are named and left out, and a
 * student deleted on another device meanwhile (the page does not know yet) is too, on a retry.
 */

const NAMES = ["Ann", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus"];
const saveButton = (page: Page) => page.getByRole("button", { name: "Save", exact: true });
const resultsHeading = (page: Page) => page.locator("#group-results-heading");

async function deleteViaApi(page: Page, id: string) {
  const res = await page.request.delete(`/api/students/${id}`, { headers: SAME_ORIGIN });
  expect(res.status()).toBe(204);
}

type Saved = { name: string; groups: { name: string }[][] };
/** The saved groupings with their members (the list has none: decision 0031). */
async function savedOnServer(page: Page, classId: string): Promise<Saved[]> {
  const list = (await (await page.request.get(`/api/classes/${classId}/groupings`)).json()) as {
    id: string;
  }[];
  return Promise.all(
    list.map(
      async ({ id }) => (await (await page.request.get(`/api/groupings/${id}`)).json()) as Saved,
    ),
  );
}

test("a saved grouping holding a student deleted since opens, changes and saves without them, named", async ({
  page,
  teacher: _,
}) => {
  const room = await createClassViaApi(page, "Room 9");
  await importViaApi(
    page,
    room.id,
    NAMES.map((name) => ({ name })),
  );
  const idOf = new Map((await studentsOnServer(page, room.id)).map((s) => [s.name, s.id]));
  const ids = (names: string[]) => names.map((n) => idOf.get(n) as string);
  const res = await page.request.post(`/api/classes/${room.id}/groupings`, {
    headers: SAME_ORIGIN,
    data: {
      name: "Last week",
      method: "random",
      groups: [ids(["Ann", "Ben", "Cy"]), ids(["Dee", "Eve"]), ids(["Fay", "Gus"])],
    },
  });
  expect(res.status()).toBe(201);
  // Gus left the school after that lesson.
  await deleteViaApi(page, idOf.get("Gus") as string);

  await page.goto("/groups");
  await page.getByLabel("Class", { exact: true }).selectOption(room.id);
  await expect(page.getByText("6 of 6 students selected")).toBeVisible();
  await page.getByRole("button", { name: "Open Last week" }).click();
  // Opened as taught: Gus is still on it, and Save is not needed.
  await expect(resultsHeading(page)).toHaveText("Last week: 3 groups");
  await expect(groupCards(page).filter({ hasText: "Gus" })).toHaveCount(1);
  await expect(page.getByText('These groups are saved as "Last week".')).toBeVisible();

  await moveByKeyboard(page, "Ann", 1);
  const note = "Gus is no longer in this class: Save leaves them out.";
  await expect(page.getByText(note)).toBeVisible();
  await saveButton(page).click();
  const dialog = page.getByRole("dialog", { name: "Save groups" });
  await expect(dialog).toContainText(note);
  await dialog.getByLabel("Name").fill("This week");
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page)).toContainText("Groups saved");
  const [saved] = await savedOnServer(page, room.id);
  expect(saved?.name).toBe("This week");
  expect(saved?.groups.map((g) => g.map((m) => m.name))).toEqual([
    ["Ben", "Cy"],
    ["Dee", "Eve", "Ann"],
    ["Fay"],
  ]);
  // The sheet is what was saved: Gus gone, nothing left to save.
  await expect(resultsHeading(page)).toHaveText("This week: 3 groups");
  await expect(groupCards(page).filter({ hasText: "Gus" })).toHaveCount(0);
  await expect(page.getByText('These groups are saved as "This week".')).toBeVisible();

  // Fay is deleted on another device; this page still lists her. The server names her, the
  // dialog stays open and says so, and Save again leaves her out.
  await deleteViaApi(page, idOf.get("Fay") as string);
  await moveByKeyboard(page, "Ben", 1);
  await saveButton(page).click();
  await dialog.getByLabel("Name").fill("Later");
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toasts(page)).toContainText("Fay is no longer in this class");
  await expect(dialog).toContainText("Fay is no longer in this class: Save leaves them out.");
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page)).toContainText("Groups saved");
  const [later] = await savedOnServer(page, room.id);
  expect(later?.groups.map((g) => g.map((m) => m.name))).toEqual([
    ["Cy"],
    ["Dee", "Eve", "Ann", "Ben"],
  ]);
});
