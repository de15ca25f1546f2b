import { createClassViaApi, holdBack } from "../support/app-helpers";
import { expect, test, toasts } from "../support/fixtures";
import { openStudents, studentsOnServer } from "../support/roster-helpers";

test("a double-click on Add Student adds the student once", async ({ page, teacher: _ }) => {
  const room = await createClassViaApi(page, "Double clicks");
  await openStudents(page, room.id);
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && /\/api\/students$/.test(request.url())) posts += 1;
  });
  // The save is held until both clicks are in, however slow the machine.
  const release = await holdBack(page, /\/api\/students$/);
  await page.getByRole("button", { name: "Add First Student" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Student" });
  await dialog.getByLabel("Student Name").fill("Ada Lovelace");
  await dialog.getByRole("button", { name: "Add Student" }).dblclick();
  await expect(dialog.getByRole("button", { name: "Saving..." })).toBeDisabled();
  release();
  await expect(toasts(page)).toContainText("Student added successfully");
  await expect(dialog).toBeHidden();
  expect((await studentsOnServer(page, room.id)).map((s) => s.name)).toEqual(["Ada Lovelace"]);
  expect(posts).toBe(1);
});

test("a double-click on Import in Paste Names imports the names once", async ({
  page,
  teacher: _,
}) => {
  const room = await createClassViaApi(page, "Double clicks");
  await openStudents(page, room.id);
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && /\/students\/import$/.test(request.url())) posts += 1;
  });
  const release = await holdBack(page, /\/students\/import$/);
  await page.getByRole("button", { name: "Paste a List" }).click();
  const dialog = page.getByRole("dialog", { name: "Paste Student Names" });
  await dialog.getByLabel("Names or spreadsheet rows").fill("Ava\nBen\nCy");
  await dialog.getByRole("button", { name: "Import 3 Students" }).dblclick();
  await expect(dialog.getByRole("button", { name: "Importing..." })).toBeDisabled();
  release();
  await expect(toasts(page)).toContainText("Imported 3 students");
  await expect(dialog).toBeHidden();
  await expect(page.getByText("3 students in this class")).toBeVisible();
  expect((await studentsOnServer(page, room.id)).map((s) => s.name).sort()).toEqual([
    "Ava",
    "Ben",
    "Cy",
  ]);
  expect(posts).toBe(1);
});
