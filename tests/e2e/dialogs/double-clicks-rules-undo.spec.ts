import { classWithStudents, openWheel } from "../support/app-helpers";
import { expect, test, toasts } from "../support/fixtures";
import { SAME_ORIGIN } from "../support/same-origin";

/**
 * A double-click sends once: Add rule added the same rule twice, and a second Undo this pick
 * went out after the first and replaced "Pick undone" with "Nothing to undo".
 */
test("double-clicking Add rule adds one rule; double-clicking Undo this pick undoes it once", async ({
  page,
  teacher: _,
}) => {
  const { room } = await classWithStudents(page, "Room 31", ["Ann", "Ben", "Cy"]);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });

  await page.goto("/groups");
  await page.getByLabel("Class", { exact: true }).selectOption(room.id);
  await page.getByRole("button", { name: "Add rule" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a rule" });
  await dialog.getByRole("checkbox", { name: "Ann" }).check();
  await dialog.getByRole("checkbox", { name: "Ben" }).check();
  await dialog.getByRole("button", { name: "Add rule" }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(toasts(page)).toContainText("Rule added");
  expect(posts.filter((p) => p.endsWith("/group-rules"))).toHaveLength(1);
  const rules = await (await page.request.get(`/api/classes/${room.id}/group-rules`)).json();
  expect(rules).toHaveLength(1);

  await page.emulateMedia({ reducedMotion: "reduce" });
  await openWheel(page, room.id, "Room 31");
  await page.getByRole("button", { name: "Spin" }).click();
  await expect(toasts(page)).toContainText("Pick recorded");
  await page.getByRole("button", { name: "Undo this pick" }).dblclick();
  await expect(toasts(page)).toContainText("Pick undone");
  await expect(page.getByRole("button", { name: "Undo this pick" })).toHaveCount(0);
  expect(posts.filter((p) => p === "/api/selection-history/undo")).toHaveLength(1);
  await expect(toasts(page)).not.toContainText("Nothing to undo");
});

test("double-clicking a rule's Remove removes it once, with the toast's Undo, and the keyboard on Add rule", async ({
  page,
  teacher: _,
}) => {
  const { room, ids } = await classWithStudents(page, "Room 32", ["Ann", "Ben", "Cy"]);
  const res = await page.request.post(`/api/classes/${room.id}/group-rules`, {
    headers: SAME_ORIGIN,
    data: { kind: "keep-apart", student_ids: [ids.Ann, ids.Ben] },
  });
  expect(res.status()).toBe(201);
  const deletes: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "DELETE") deletes.push(new URL(request.url()).pathname);
  });
  await page.goto("/groups");
  await page.getByLabel("Class", { exact: true }).selectOption(room.id);
  await page.getByRole("button", { name: /^Remove rule/ }).dblclick();
  await expect(toasts(page)).toContainText("Rule removed");
  await expect(toasts(page).getByRole("button", { name: "Undo" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add rule" })).toBeFocused();
  expect(deletes).toHaveLength(1);
});

test("double-clicking the toast's Undo after removing a rule adds it back once", async ({
  page,
  teacher: _,
}) => {
  const { room, ids } = await classWithStudents(page, "Room 33", ["Ann", "Ben", "Cy"]);
  const res = await page.request.post(`/api/classes/${room.id}/group-rules`, {
    headers: SAME_ORIGIN,
    data: { kind: "keep-apart", student_ids: [ids.Ann, ids.Ben] },
  });
  expect(res.status()).toBe(201);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  await page.goto("/groups");
  await page.getByLabel("Class", { exact: true }).selectOption(room.id);
  await page.getByRole("button", { name: /^Remove rule/ }).click();
  await expect(page.getByTestId("group-rule")).toHaveCount(0);
  await toasts(page).getByRole("button", { name: "Undo" }).dblclick();
  await expect(page.getByTestId("group-rule")).toHaveCount(1);
  expect(posts.filter((p) => p.endsWith("/group-rules"))).toHaveLength(1);
  const rules = await (await page.request.get(`/api/classes/${room.id}/group-rules`)).json();
  expect(rules).toHaveLength(1);
});
