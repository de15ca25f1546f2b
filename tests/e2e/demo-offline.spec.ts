import { countLine, demoBanner, openTab, watchRequests } from "./demo-helpers";
import { expect, test, toasts } from "./fixtures";

// The demo (D2) keeps its classes in the page: with the network gone it has nothing to wait for.
// Its reads and writes used to pause like a signed-in teacher's (D13's queue) and never come
// back: a class not read yet said "Loading students..." for good, and a student was never added.
test("the demo goes on working offline: reads and writes are answered in the page", async ({
  page,
  context,
  baseURL,
}) => {
  const requests = watchRequests(page, baseURL);
  // Online first: the Students and My Classes screens' code is in the page, and a new class.
  await page.goto("/students");
  await expect(countLine(page, 20)).toBeVisible();
  await openTab(page, "My Classes");
  await page.getByRole("button", { name: "Create Class" }).click();
  await page.getByLabel("Class Name").fill("Period 3");
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(toasts(page)).toContainText("Class created");
  await expect(page.getByRole("heading", { name: "Period 3" })).toBeVisible();

  await context.setOffline(true);
  await openTab(page, "Students");
  await page.getByLabel("Class", { exact: true }).selectOption({ label: "Period 3 (0 students)" });
  await expect(page.getByRole("heading", { name: "Period 3" })).toBeVisible();
  await expect(page.getByText("Loading students...")).toHaveCount(0);
  await page.getByRole("button", { name: "Add First Student" }).click();
  const add = page.getByRole("dialog", { name: "Add New Student" });
  await add.getByLabel("Student Name").fill("Offline Olu");
  await add.getByRole("button", { name: "Add Student" }).click();
  await expect(toasts(page)).toContainText("Student added successfully");
  await expect(countLine(page, 1)).toBeVisible();
  await expect(demoBanner(page)).toBeVisible();
  await context.setOffline(false);
  requests.expectNothingSent();
});
