import type { Page } from "@playwright/test";
import { defaultGroupingName } from "#src/client/features/groups/saved/default-name";
import { createClassViaApi } from "../support/app-helpers";
import { expect, test, toasts } from "../support/fixtures";
import { importViaApi } from "../support/roster-helpers";

/**
 * The groups shown as the current groups after their saved grouping is renamed or deleted in
 * the list below them, and where the keyboard is after Delete.
 */

const NAMES = ["Ann", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus"];

const savedSection = (page: Page) => page.getByRole("region", { name: "Saved groupings" });
const item = (page: Page, name: string) =>
  savedSection(page).getByRole("article", { name, exact: true });
const resultsHeading = (page: Page) => page.locator("#group-results-heading");
const saveButton = (page: Page) => page.getByRole("button", { name: "Save", exact: true });

/** A class of the seven NAMES, chosen on the Groups tab with everyone selected; its id. */
async function classOnGroups(page: Page, name: string): Promise<string> {
  const room = await createClassViaApi(page, name);
  await importViaApi(
    page,
    room.id,
    NAMES.map((name) => ({ name, number: 1, color: "Red", element: "Fire", shape: "Square" })),
  );
  await page.goto("/groups");
  await page.getByLabel("Class", { exact: true }).selectOption(room.id);
  await expect(page.getByText("7 of 7 students selected")).toBeVisible();
  return room.id;
}

test("renamed or deleted in the list, the current groups show it; after Delete the keyboard is on the list's heading", async ({
  page,
  teacher: _,
}) => {
  await classOnGroups(page, "Room 7");
  await page.getByRole("button", { name: "Generate Groups" }).click();
  await expect(resultsHeading(page)).toHaveText("Room 7: 4 groups");

  const name = defaultGroupingName(new Date());
  await saveButton(page).click();
  const save = page.getByRole("dialog", { name: "Save groups" });
  await save.getByRole("button", { name: "Save", exact: true }).click();
  await expect(save).toBeHidden();
  await expect(resultsHeading(page)).toHaveText(`${name}: 4 groups`);

  // Renamed: the heading, Save's reason, and what Print Groups prints say the new name.
  await item(page, name)
    .getByRole("button", { name: `Rename ${name}` })
    .click();
  const rename = page.getByRole("dialog", { name: "Rename grouping" });
  await rename.getByLabel("Name").fill("Science teams");
  await rename.getByRole("button", { name: "Rename" }).click();
  await expect(rename).toBeHidden();
  await expect(resultsHeading(page)).toHaveText("Science teams: 4 groups");
  await expect(page.getByText('These groups are saved as "Science teams".')).toBeVisible();
  await page.getByRole("button", { name: "Print Groups" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Science teams");
  await page.goBack();
  await expect(resultsHeading(page)).toHaveText("Science teams: 4 groups");

  // Deleted (by keyboard): no longer a saved grouping, so the current groups can be saved again.
  const del = item(page, "Science teams").getByRole("button", { name: "Delete Science teams" });
  await del.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Grouping" }).click();
  await expect(toasts(page)).toContainText("Grouping deleted");
  await expect(item(page, "Science teams")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Saved groupings", level: 2 })).toBeFocused();
  await expect(resultsHeading(page)).toHaveText("Room 7: 4 groups");
  await expect(saveButton(page)).not.toHaveAttribute("aria-disabled", "true");
});

test("a student deleted after Generate leaves the current groups, which then save and print without them", async ({
  page,
  teacher: _,
}) => {
  const roomId = await classOnGroups(page, "Room 8");
  await page.getByLabel("Number of groups").fill("7");
  await page.getByRole("button", { name: "Generate Groups" }).click();
  const cards = page.getByTestId("group-card");
  await expect(cards).toHaveCount(7);
  await expect(cards.filter({ hasText: "Gus" })).toHaveCount(1);

  // Gus leaves the school: deleted on the Students tab.
  await page.getByRole("link", { name: "Students" }).first().click();
  await page.getByRole("button", { name: "Delete Gus" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Student" }).click();
  await expect(toasts(page)).toContainText("Student deleted successfully");

  await page.getByRole("link", { name: "Groups" }).first().click();
  await expect(page.getByText("6 of 6 students selected")).toBeVisible();
  // His group stays, empty, so the others keep their numbers (as after a move).
  await expect(cards).toHaveCount(7);
  await expect(cards.filter({ hasText: "Gus" })).toHaveCount(0);
  await expect(page.getByText("6 students, Completely Random")).toBeVisible();

  await saveButton(page).click();
  const save = page.getByRole("dialog", { name: "Save groups" });
  await save.getByRole("button", { name: "Save", exact: true }).click();
  await expect(save).toBeHidden();
  await expect(toasts(page)).toContainText("Groups saved");
  const [listed] = (await (await page.request.get(`/api/classes/${roomId}/groupings`)).json()) as {
    id: string;
  }[];
  // Its members come from the grouping's own route (the list has none: decision 0031).
  const saved = (await (await page.request.get(`/api/groupings/${listed?.id}`)).json()) as {
    groups: { name: string }[][];
  };
  expect(
    saved?.groups
      .flat()
      .map((m) => m.name)
      .sort(),
  ).toEqual(NAMES.slice(0, 6));

  await page.getByRole("button", { name: "Print Groups", exact: true }).click();
  await expect(page.getByRole("main")).toContainText("Fay");
  await expect(page.getByRole("main")).not.toContainText("Gus");
});

test("an option renamed in Settings and a name corrected on Students show in the current groups, not N/A or the old name", async ({
  page,
  teacher: _,
}) => {
  await classOnGroups(page, "Room 6");
  await page.getByRole("button", { name: "Generate Groups" }).click();
  const member = (name: string) => page.getByTestId("group-member").filter({ hasText: name });
  await expect(member("Ann")).toContainText("Red");

  await page.getByRole("link", { name: "Settings" }).first().click();
  const color = page.getByRole("main").getByRole("region", { name: "Color", exact: true });
  await color.getByRole("button", { name: "Edit Color" }).click();
  await color.getByRole("textbox", { name: "Option 1" }).fill("Crimson");
  await color.getByRole("button", { name: "Save" }).click();
  await expect(toasts(page)).toContainText("Settings saved successfully");

  await page.getByRole("link", { name: "Students" }).first().click();
  await page.getByRole("button", { name: "Edit Ben" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Student" });
  await edit.getByLabel("Student Name").fill("Benjamin");
  await edit.getByRole("button", { name: "Update Student" }).click();
  await expect(toasts(page)).toContainText("Student updated successfully");

  await page.getByRole("link", { name: "Groups" }).first().click();
  await expect(page.getByTestId("group-card")).toHaveCount(4);
  await expect(member("Ann")).toContainText("Crimson");
  await expect(member("Ann")).not.toContainText("N/A");
  await expect(member("Benjamin")).toHaveCount(1);
  await expect(page.getByTestId("group-card").filter({ hasText: /\bBen\b/ })).toHaveCount(0);
  await expect(page.getByText("Crimson (7)")).toBeVisible();
});
