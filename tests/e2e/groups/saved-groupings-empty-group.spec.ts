import { classWithStudents } from "../support/app-helpers";
import { expect, test } from "../support/fixtures";
import { groupCards, groupsOnScreen, moveByKeyboard, openGroups } from "../support/group-helpers";

/**
 * A group emptied by hand moves stays on the sheet as an empty card, and Save leaves it out: the
 * Save dialog said "Keep these 4 groups" for a grouping saved as 3 (and "these 1 groups").
 */
test("Save's dialog doesn't count a group emptied by hand, which Save leaves out", async ({
  page,
  teacher: _,
}) => {
  const { room } = await classWithStudents(page, "Room 7", ["Ava", "Ben", "Cy", "Dee", "Eve"]);
  await openGroups(page, room.id, 5);
  await page.getByRole("button", { name: "Generate Groups" }).click();
  await expect(groupCards(page)).toHaveCount(4);
  const lone = (await groupsOnScreen(page))[3]?.[0] as string;
  await moveByKeyboard(page, lone, 0);
  await expect(groupCards(page)).toHaveCount(4);

  await page.getByRole("button", { name: "Save", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Save groups" });
  await expect(dialog).toHaveAccessibleDescription(
    "Keep these groups of Room 7 to open, print or present later.",
  );
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole("region", { name: "Saved groupings" }).getByText(/3 groups, 5 students/),
  ).toBeVisible();
});
