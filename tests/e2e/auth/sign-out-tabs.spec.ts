import { createClassViaApi, createStudentViaApi } from "../support/app-helpers";
import { expect, PASSWORD, test } from "../support/fixtures";
import { openStudents } from "../support/roster-helpers";

test("signing out in one tab signs the teacher's other open tab out and takes its roster away", async ({
  page,
  teacher,
}) => {
  const room = await createClassViaApi(page, "Period 7");
  await createStudentViaApi(page, room.id, "Olive Tran");
  // A second window left open beside the first (both shown: no tab switch tells it anything).
  const other = await page.context().newPage();
  await openStudents(other, room.id);
  await expect(other.getByText("Olive Tran").first()).toBeVisible();
  await expect(other.getByTestId("user-email")).toHaveText(teacher.email);

  await page.goto("/classes");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/\?signed-out$/);

  // Signed out there too (the demo, whose intro greets a browser with nothing stored).
  await expect(other.getByTestId("user-email")).toHaveCount(0);
  await expect(other.getByText("Olive Tran")).toHaveCount(0);
  const stored = await other.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain("Olive Tran");
  expect(stored).not.toContain("Period 7");
  await other.close();
});

test("deleting the account in one tab signs the teacher's other open tab out, as Sign Out does", async ({
  page,
  teacher,
}) => {
  const room = await createClassViaApi(page, "Period 8");
  await createStudentViaApi(page, room.id, "Wren Ahmadi");
  const other = await page.context().newPage();
  await openStudents(other, room.id);
  await expect(other.getByText("Wren Ahmadi").first()).toBeVisible();
  await expect(other.getByTestId("user-email")).toHaveText(teacher.email);

  await page.goto("/settings");
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Your password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Delete my account forever" }).click();
  await expect(page).toHaveURL(/\/\?deleted$/);

  // The other tab left the roster (before: it kept it until its next request or tab switch).
  await expect(other.getByTestId("user-email")).toHaveCount(0);
  await expect(other.getByText("Wren Ahmadi")).toHaveCount(0);
  const stored = await other.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain("Wren Ahmadi");
  expect(stored).not.toContain("Period 8");
  await other.close();
});
