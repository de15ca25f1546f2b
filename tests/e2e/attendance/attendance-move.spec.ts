import { createClassViaApi, createStudentViaApi } from "../support/app-helpers";
import { absentOnServer, absentToggle, rollDialog } from "../support/attendance-helpers";
import { expect, test, toasts } from "../support/fixtures";
import { openStudents } from "../support/roster-helpers";
import { SAME_ORIGIN } from "../support/same-origin";

/**
 * A pupil marked absent and then moved to another class leaves the old class's roll
 * (docs/decisions/0032). Before, the roll kept their absence: a page still showing the old class
 * sent their id back with the next tap and the server answered 404 "Student not found in this
 * class", tap after tap. Now the move moves the roll's version on: the tap gets the current roll
 * (a 409, as for any change made elsewhere), the class is read again without the pupil, and the
 * next tap is saved. The new class's roll has them present.
 */
test("a pupil marked absent and moved: the old roll stays editable, the new one has them here", async ({
  page,
  teacher: _,
}) => {
  const period3 = await createClassViaApi(page, "Period 3");
  const period4 = await createClassViaApi(page, "Period 4");
  const ids: Record<string, string> = {};
  for (const name of ["Ada Move", "Ben Stay", "Cy Stay"]) {
    ids[name] = (await createStudentViaApi(page, period3.id, name)).id;
  }
  await createStudentViaApi(page, period4.id, "Dee There");

  await openStudents(page, period3.id);
  const open = page.getByRole("button", { name: /Who's here today/ });
  await open.click();
  await absentToggle(page, "Ada Move").click();
  await expect(absentToggle(page, "Ada Move")).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => absentOnServer(page, period3.id)).toEqual([ids["Ada Move"]]);
  await page.keyboard.press("Escape");

  // Ada moves to Period 4 on another device, while this page still shows Period 3.
  const moved = await page.request.put(`/api/students/${ids["Ada Move"]}`, {
    headers: SAME_ORIGIN,
    data: { name: "Ada Move", class_id: period4.id },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  expect(await absentOnServer(page, period3.id)).toEqual([]);

  await open.click();
  await absentToggle(page, "Cy Stay").click();
  await expect(toasts(page)).toContainText("Attendance changed elsewhere");
  await expect(absentToggle(page, "Ada Move")).toHaveCount(0);
  await expect(rollDialog(page).getByRole("status")).toHaveText("2 of 2 here");
  await absentToggle(page, "Cy Stay").click();
  await expect(absentToggle(page, "Cy Stay")).toHaveAttribute("aria-pressed", "true");
  await expect(rollDialog(page).getByRole("status")).toHaveText("1 of 2 here, 1 absent");
  await expect.poll(() => absentOnServer(page, period3.id)).toEqual([ids["Cy Stay"]]);
  await expect(toasts(page)).not.toContainText("Failed to save attendance");
  await page.keyboard.press("Escape");

  // Read afresh: Period 3's roll has Cy absent, and Ada on Period 4's is here.
  await page.reload();
  await openStudents(page, period3.id);
  await expect(open).toContainText("1 of 2 here");
  await openStudents(page, period4.id);
  await expect(open).toContainText("2 of 2 here");
  await open.click();
  await expect(absentToggle(page, "Ada Move")).toHaveAttribute("aria-pressed", "false");
  expect(await absentOnServer(page, period4.id)).toEqual([]);
});
