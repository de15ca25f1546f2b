import type { Locator } from "@playwright/test";
import { classWithStudents, localDay, openWheel, sidewaysOverflow } from "../support/app-helpers";
import { expect, test } from "../support/fixtures";
import { SAME_ORIGIN } from "../support/same-origin";

/** The element's text is drawn whole: none of it is cut off behind an ellipsis. */
async function expectWhole(name: Locator) {
  await expect(name).toBeVisible();
  expect(await name.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
}

const NAMES = [
  "Alexandria Konstantinopoulou-Papadimitriou",
  "Alexandria Konstantinopoulou-Papadakis",
  "Bartholomew Wolfeschlegelsteinhausen-Berger",
];

test("on a phone, long names that differ only at their end are told apart on the Randomizer @phone", async ({
  page,
  teacher: _,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.emulateMedia({ reducedMotion: "reduce" });
  const { room, ids } = await classWithStudents(page, "Period 6", NAMES);
  const put = await page.request.put(`/api/attendance/${room.id}`, {
    headers: { ...SAME_ORIGIN, "If-Match": '"0"' },
    data: { day: await localDay(page), absent_student_ids: [ids[NAMES[2] as string]] },
  });
  expect(put.ok()).toBe(true);
  const pick = await page.request.post("/api/selection-history/draws", {
    headers: SAME_ORIGIN,
    data: { class_id: room.id, student_ids: [ids[NAMES[0] as string], ids[NAMES[1] as string]] },
  });
  expect(pick.ok(), await pick.text()).toBe(true);

  await openWheel(page, room.id, "Period 6");
  const items = page.getByRole("region", { name: /Available Items/ });
  for (const name of NAMES.slice(0, 2)) {
    await expectWhole(items.getByRole("listitem").filter({ hasText: name }).getByText(name));
  }
  // Not on the wheel: absent today.
  await expectWhole(items.getByText(NAMES[2] as string, { exact: true }));
  const history = page.getByRole("region", { name: "Selection History" });
  for (const name of NAMES) {
    await expectWhole(history.getByRole("rowheader", { name }).getByText(name, { exact: true }));
  }
  for (const name of NAMES.slice(0, 2)) {
    await expectWhole(history.getByRole("listitem").getByText(name, { exact: true }));
  }
  expect(await sidewaysOverflow(page)).toBe(0);
});
