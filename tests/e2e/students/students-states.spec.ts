import { createClassViaApi, createStudentViaApi } from "../support/app-helpers";
import { expect, test } from "../support/fixtures";

test("students that fail to load show the error with Try again, not Loading students...", async ({
  page,
  teacher: _,
}) => {
  const room = await createClassViaApi(page, "Period 5");
  await createStudentViaApi(page, room.id, "Ann");
  let fail = true;
  await page.route(/\/api\/students\/[^/]+$/, (route) =>
    fail && route.request().method() === "GET"
      ? route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"boom"}' })
      : route.continue(),
  );
  await page.goto("/students");
  await page.getByLabel("Class", { exact: true }).selectOption(room.id);
  const alert = page.getByRole("alert").filter({ hasText: "The students could not be loaded." });
  await expect(alert).toBeVisible();
  await expect(page.getByText("Loading students...")).toBeHidden();

  fail = false;
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByText("1 student in this class")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ann" })).toBeVisible();
});

test("a class list that fails to load shows the error with Try again on Students, Groups and Randomizer", async ({
  page,
  teacher: _,
}) => {
  await createClassViaApi(page, "Period 6");
  let fail = true;
  await page.route(/\/api\/classes(\?.*)?$/, (route) =>
    fail && route.request().method() === "GET"
      ? route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"boom"}' })
      : route.continue(),
  );
  for (const path of ["/groups", "/randomizer", "/students"]) {
    await page.goto(path);
    const alert = page.getByRole("alert").filter({ hasText: "Could not load your classes" });
    await expect(alert).toBeVisible();
    await expect(page.getByText(/^Please select a class/)).toBeHidden();
  }
  fail = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByText("Please select a class to view students")).toBeVisible();
  await page.getByLabel("Class", { exact: true }).selectOption({ label: "Period 6 (0 students)" });
  await expect(page.getByText("0 students in this class")).toBeVisible();
});
