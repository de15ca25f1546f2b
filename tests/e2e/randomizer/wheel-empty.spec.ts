import { classWithStudents, localDay, openWheel } from "../support/app-helpers";
import { expect, test } from "../support/fixtures";
import { SAME_ORIGIN } from "../support/same-origin";

/**
 * An empty wheel says what fills it again, and the action it names does: Reset puts back the
 * students it took off (by hand or as winners), never the absent ones; with everyone absent
 * the words point to the roll, which does bring them back.
 */
test("everyone absent: the wheel points to the roll, not to Reset; winners removed: Reset brings them back", async ({
  page,
  teacher: _,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const { room, ids } = await classWithStudents(page, "Room 5", ["Ann", "Ben"]);
  const put = await page.request.put(`/api/attendance/${room.id}`, {
    headers: { ...SAME_ORIGIN, "If-Match": '"0"' },
    data: { day: await localDay(page), absent_student_ids: [ids.Ann, ids.Ben] },
  });
  expect(put.ok(), await put.text()).toBe(true);

  await openWheel(page, room.id, "Room 5");
  const absentHint = page.getByText(
    'Everyone is marked absent today. Open "Who\'s here today" to mark who is here, or add an item.',
  );
  await expect(absentHint).toBeVisible();
  await expect(page.getByText(/press Reset/)).toHaveCount(0);
  // Reset changes nothing here, and the words still agree.
  await page.getByRole("button", { name: "Reset" }).click();
  await expect(absentHint).toBeVisible();
  await expect(page.getByText("0 students available for random selection")).toBeVisible();

  // The roll does bring Ann back.
  await page.getByRole("button", { name: /Who's here today/ }).click();
  const roll = page.getByRole("dialog", { name: "Who's here today" });
  await roll.getByRole("button", { name: /Ann/ }).click();
  await expect(roll.getByRole("status")).toContainText("1 absent");
  await page.keyboard.press("Escape");
  await expect(roll).toBeHidden();
  await expect(page.getByText("1 student available for random selection")).toBeVisible();

  // Remove the winner empties the wheel; then Reset is what the wheel offers, and it works.
  await page.getByLabel("Picking mode").selectOption({ label: "Remove the winner" });
  await page.getByRole("button", { name: "Spin" }).click();
  await expect(page.getByTestId("winner")).toContainText("Ann");
  await expect(page.getByText("0 students available for random selection")).toBeVisible();
  await page.getByRole("button", { name: "Reset" }).click();
  await expect(page.getByText("1 student available for random selection")).toBeVisible();
});
