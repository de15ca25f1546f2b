import type { Page } from "@playwright/test";
import { classWithStudents, createClassViaApi, tabBar } from "../support/app-helpers";
import { expect, test } from "../support/fixtures";
import { groupCards, groupsOnScreen, moveByKeyboard, openGroups } from "../support/group-helpers";
import { SAME_ORIGIN } from "../support/same-origin";

/**
 * The Groups screen tells what it shows as it is: "Why these groups?" reads as a sentence, a
 * group emptied by hand is not a card once saved (nor on the projector or on paper), and each
 * class keeps its own last groups while the page is open.
 */

async function studentViaApi(
  page: Page,
  classId: string,
  name: string,
  number: number,
  color: string,
) {
  const res = await page.request.post("/api/students", {
    headers: SAME_ORIGIN,
    data: { name, number, color, element: "Fire", shape: "Square", class_id: classId },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const classPicker = (page: Page) => page.getByLabel("Class", { exact: true });

test("Why these groups? reads as a sentence, with the attribute's name from Settings", async ({
  page,
  teacher: _,
}) => {
  const renamed = await page.request.post("/api/teacher-settings", {
    headers: SAME_ORIGIN,
    data: {
      attribute_name: "color",
      display_name: "House",
      options: ["Red", "Yellow", "Green", "Purple"],
      show_to_students: true,
    },
  });
  expect(renamed.status(), await renamed.text()).toBe(201);
  const room = await createClassViaApi(page, "Room 5");
  // Added out of order: the numbers still read sorted.
  await studentViaApi(page, room.id, "Ava", 4, "Red");
  await studentViaApi(page, room.id, "Ben", 1, "Yellow");
  await studentViaApi(page, room.id, "Cy", 2, "Red");
  await openGroups(page, room.id, 3);
  await page.getByLabel("Number of groups").fill("1");
  await page.getByRole("radio", { name: /Diverse Categories/ }).check();
  await page.getByRole("button", { name: "Generate Groups" }).click();
  await expect(groupCards(page)).toHaveCount(1);
  await page.getByRole("switch", { name: "Why these groups?" }).click();
  await expect(page.getByTestId("group-why")).toHaveText(
    "Mixes the numbers 1, 2 and 4 and two houses; all Fire and Square",
  );
});

test("a group emptied by hand is no card once saved, presented or printed", async ({
  page,
  teacher: _,
}) => {
  const { room } = await classWithStudents(page, "Room 8", ["Ava", "Ben", "Cy", "Dee", "Eve"]);
  await openGroups(page, room.id, 5);
  await page.getByRole("button", { name: "Generate Groups" }).click();
  await expect(groupCards(page)).toHaveCount(4);
  const lone = (await groupsOnScreen(page))[3]?.[0] as string;
  await moveByKeyboard(page, lone, 0);
  // While adjusting, the empty card stays: a place to move students back into.
  await expect(groupCards(page)).toHaveCount(4);

  await page.getByRole("button", { name: "Save", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Save groups" });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  // Saved as three groups, shown as the three saved.
  await expect(page.getByRole("heading", { name: /: 3 groups$/ })).toBeVisible();
  await expect(groupCards(page)).toHaveCount(3);
  expect((await groupsOnScreen(page)).every((g) => g.length > 0)).toBe(true);

  await page.getByRole("button", { name: "Present", exact: true }).click();
  const present = page.getByTestId("present-view");
  await expect(present.getByRole("heading", { name: /^Group \d$/ })).toHaveText([
    "Group 1",
    "Group 2",
    "Group 3",
  ]);
  await page.keyboard.press("Escape");
  await expect(present).toBeHidden();

  // Back from the present view, the session still has the saved sheet: a reload shows it too.
  await page.reload();
  await expect(groupCards(page)).toHaveCount(3, { timeout: 30_000 });

  await page.getByRole("button", { name: "Print Groups", exact: true }).click();
  await expect(page).toHaveURL(/\/print\/groups$/);
  await expect(page.getByText("3 groups, 5 students")).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Group \d$/ })).toHaveText([
    "Group 1",
    "Group 2",
    "Group 3",
  ]);
});

test("an unsaved group emptied by hand is left out on the projector and on paper", async ({
  page,
  teacher: _,
}) => {
  const { room } = await classWithStudents(page, "Room 9", ["Ava", "Ben", "Cy", "Dee", "Eve"]);
  await openGroups(page, room.id, 5);
  await page.getByRole("button", { name: "Generate Groups" }).click();
  await expect(groupCards(page)).toHaveCount(4);
  const lone = (await groupsOnScreen(page))[3]?.[0] as string;
  await moveByKeyboard(page, lone, 1);
  await expect(groupCards(page)).toHaveCount(4);

  await page.getByRole("button", { name: "Present", exact: true }).click();
  const present = page.getByTestId("present-view");
  await expect(present.getByRole("heading", { name: /^Group \d$/ })).toHaveCount(3);
  await page.keyboard.press("Escape");
  await expect(present).toBeHidden();

  await page.getByRole("button", { name: "Print Groups", exact: true }).click();
  await expect(page).toHaveURL(/\/print\/groups$/);
  await expect(page.getByText("3 groups, 5 students")).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Group \d$/ })).toHaveCount(3);
});

test("each class keeps its last groups: another class, another tab, and back", async ({
  page,
  teacher: _,
}) => {
  const a = await classWithStudents(page, "Room A", ["Ava", "Ben", "Cy", "Dee"]);
  const b = await classWithStudents(page, "Room B", ["Kim", "Lee", "Max", "Noa", "Oli", "Pat"]);
  await openGroups(page, a.room.id, 4);
  await page.getByLabel("Number of groups").fill("2");
  await page.getByRole("button", { name: "Generate Groups" }).click();
  await expect(groupCards(page)).toHaveCount(2);
  const groupsOfA = await groupsOnScreen(page);

  await classPicker(page).selectOption(b.room.id);
  await expect(page.getByText("6 of 6 students selected")).toBeVisible();
  await expect(groupCards(page)).toHaveCount(0);
  await page.getByLabel("Number of groups").fill("3");
  await page.getByRole("button", { name: "Generate Groups" }).click();
  await expect(groupCards(page)).toHaveCount(3);
  const groupsOfB = await groupsOnScreen(page);

  // Back to Room A: its own groups, as they were.
  await classPicker(page).selectOption(a.room.id);
  await expect(page.getByRole("heading", { name: "Room A: 2 groups" })).toBeVisible();
  expect(await groupsOnScreen(page)).toEqual(groupsOfA);

  // Another tab and back, then the other class again.
  await tabBar(page).getByRole("link", { name: "Students" }).click();
  await expect(page).toHaveURL(/\/students$/);
  await tabBar(page).getByRole("link", { name: "Groups" }).click();
  await expect(page.getByRole("heading", { name: "Room A: 2 groups" })).toBeVisible();
  expect(await groupsOnScreen(page)).toEqual(groupsOfA);
  await classPicker(page).selectOption(b.room.id);
  await expect(page.getByRole("heading", { name: "Room B: 3 groups" })).toBeVisible();
  expect(await groupsOnScreen(page)).toEqual(groupsOfB);
});
