import type { Page } from "@playwright/test";
import { classWithStudents } from "../support/app-helpers";
import { expect, test, toasts } from "../support/fixtures";

/**
 * An Add rule whose answer is lost (the server added the rule; the page heard a network error)
 * and pressed again adds the rule once: the dialog sends its Idempotency-Key again. It added the
 * same rule twice.
 */

/** Lets the first POST of a rule reach the server, then drops its answer. */
async function loseFirstAnswer(page: Page) {
  let lose = true;
  await page.route(/\/api\/classes\/[^/]+\/group-rules$/, async (route) => {
    if (route.request().method() !== "POST" || !lose) return route.fallback();
    lose = false;
    await route.fetch();
    return route.abort("connectionreset");
  });
}

const rulesOnServer = async (page: Page, classId: string) =>
  (await (await page.request.get(`/api/classes/${classId}/group-rules`)).json()) as {
    student_ids: string[];
  }[];

test("an Add rule whose answer is lost, pressed again, adds the rule once", async ({
  page,
  teacher: _,
}) => {
  const { room } = await classWithStudents(page, "Lost rule", ["Ann", "Ben", "Cy"]);
  await page.goto("/groups");
  await page.getByLabel("Class", { exact: true }).selectOption(room.id);
  await loseFirstAnswer(page);
  await page.getByRole("button", { name: "Add rule" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a rule" });
  await dialog.getByRole("checkbox", { name: "Ann" }).check();
  await dialog.getByRole("checkbox", { name: "Ben" }).check();
  await dialog.getByRole("button", { name: "Add rule" }).click();
  await expect(toasts(page).getByText("Failed to save the rule")).toBeVisible();
  await expect.poll(async () => (await rulesOnServer(page, room.id)).length).toBe(1);

  await dialog.getByRole("button", { name: "Add rule" }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page).getByText("Rule added")).toBeVisible();
  expect(await rulesOnServer(page, room.id)).toHaveLength(1);
  await expect(page.getByTestId("group-rule")).toHaveCount(1);
});

test("a rule changed after its answer was lost is added as changed (a new key)", async ({
  page,
  teacher: _,
}) => {
  const { room, ids } = await classWithStudents(page, "Changed rule", ["Ann", "Ben", "Cy"]);
  await page.goto("/groups");
  await page.getByLabel("Class", { exact: true }).selectOption(room.id);
  await loseFirstAnswer(page);
  await page.getByRole("button", { name: "Add rule" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a rule" });
  await dialog.getByRole("checkbox", { name: "Ann" }).check();
  await dialog.getByRole("checkbox", { name: "Ben" }).check();
  await dialog.getByRole("button", { name: "Add rule" }).click();
  await expect(toasts(page).getByText("Failed to save the rule")).toBeVisible();

  await dialog.getByRole("checkbox", { name: "Cy" }).check();
  await dialog.getByRole("button", { name: "Add rule" }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page).getByText("Rule added")).toBeVisible();
  const rules = await rulesOnServer(page, room.id);
  expect(rules.map((r) => r.student_ids)).toEqual([
    [ids.Ann, ids.Ben],
    [ids.Ann, ids.Ben, ids.Cy],
  ]);
});
