import { classWithStudents } from "../support/app-helpers";
import { expect, test, toasts } from "../support/fixtures";
import {
  addRuleViaApi,
  groupCards,
  groupOf,
  groupsOnScreen,
  moveByKeyboard,
  openGroups,
} from "../support/group-helpers";

/** What the Groups screen does when a run or a save can't be done. */

const SEVEN = ["Ava", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus"];

test("a run whose rules can't hold shows no groups, not the last run's under its alert", async ({
  page,
  teacher: _,
}) => {
  const { room, ids } = await classWithStudents(page, "Stale", SEVEN);
  await addRuleViaApi(page, room.id, "keep-apart", [ids.Ava, ids.Ben, ids.Cy] as string[]);
  await openGroups(page, room.id, 7);
  const generate = page.getByRole("button", { name: "Generate Groups" });
  await generate.click();
  await expect(groupCards(page)).toHaveCount(4);

  // Two groups can't keep three students apart: nothing was made, and nothing is shown as made.
  await page.getByLabel("Number of groups").fill("2");
  await generate.click();
  await expect(page.getByRole("alert").filter({ hasText: "No groups were made" })).toBeVisible();
  await expect(groupCards(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Print Groups" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Present" })).toBeDisabled();

  // Three groups can: the new run shows.
  await page.getByLabel("Number of groups").fill("3");
  await generate.click();
  await expect(groupCards(page)).toHaveCount(3);

  // Ben moved by hand next to Ava and both pinned: Regenerate can't keep them apart, and the
  // groups whose pins say why stay on screen, to unpin one.
  const groups = await groupsOnScreen(page);
  await moveByKeyboard(page, "Ben", groupOf(groups, "Ava"));
  for (const name of ["Ava", "Ben"]) {
    await page.getByRole("button", { name: new RegExp(`^Pin ${name}`) }).click();
  }
  await page.getByRole("button", { name: "Regenerate" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "No groups were made" })).toContainText(
    "pinned",
  );
  await expect(groupCards(page)).toHaveCount(3);
});

test("a save or a rule that fails keeps the keyboard in its dialog, on the button to try again", async ({
  page,
  teacher: _,
}) => {
  const { room } = await classWithStudents(page, "Offline save", SEVEN);
  await openGroups(page, room.id, 7);
  await page.getByRole("button", { name: "Generate Groups" }).click();
  await expect(groupCards(page)).toHaveCount(4);

  // The network fails once under each request.
  const failOnce = new Set(["groupings", "group-rules"]);
  await page.route(/\/api\/classes\/[^/]+\/(groupings|group-rules)$/, (route) => {
    const which = /(groupings|group-rules)$/.exec(route.request().url())?.[1] ?? "";
    if (route.request().method() === "POST" && failOnce.delete(which)) return route.abort();
    return route.continue();
  });

  await page.getByRole("button", { name: "Save", exact: true }).click();
  const save = page.getByRole("dialog", { name: "Save groups" });
  const saveButton = save.getByRole("button", { name: "Save" });
  await saveButton.focus();
  await page.keyboard.press("Enter");
  await expect(toasts(page).getByText("Failed to save the groups")).toBeVisible();
  await expect(save).toBeVisible();
  await expect(saveButton).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(save).toBeHidden();
  await expect(toasts(page).getByText("Groups saved")).toBeVisible();

  await page.getByRole("button", { name: "Add rule" }).click();
  const rule = page.getByRole("dialog", { name: "Add a rule" });
  await rule.getByRole("checkbox", { name: "Ava" }).check();
  await rule.getByRole("checkbox", { name: "Ben" }).check();
  const addButton = rule.getByRole("button", { name: "Add rule" });
  await addButton.focus();
  await page.keyboard.press("Enter");
  await expect(toasts(page).getByText("Failed to save the rule")).toBeVisible();
  await expect(rule).toBeVisible();
  await expect(addButton).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(rule).toBeHidden();
  await expect(page.getByTestId("group-rule")).toHaveText(["Keep apart: Ava, Ben"]);
});

test("Try again, once the rules and the saved groupings load, leaves the keyboard in their section", async ({
  page,
  teacher: _,
}) => {
  const { room } = await classWithStudents(page, "Try again", SEVEN);
  // Both fail until Try again (a prefetch and the tab's own read alike).
  const failing = new Set(["group-rules", "groupings"]);
  await page.route(/\/api\/classes\/[^/]+\/(groupings|group-rules)$/, (route) => {
    const which = /(groupings|group-rules)$/.exec(route.request().url())?.[1] ?? "";
    if (route.request().method() === "GET" && failing.has(which)) {
      return route.fulfill({ status: 503, json: { error: "Service unavailable" } });
    }
    return route.fallback();
  });
  await page.goto("/groups");
  await page.getByLabel("Class", { exact: true }).selectOption(room.id);
  const rules = page.getByRole("region", { name: "Rules" });
  const saved = page.getByRole("region", { name: "Saved groupings" });
  await expect(rules.getByRole("alert")).toContainText("The rules could not be loaded.");
  await expect(saved.getByRole("alert")).toContainText("could not be loaded");

  failing.delete("group-rules");
  await rules.getByRole("button", { name: "Try again" }).focus();
  await page.keyboard.press("Enter");
  await expect(rules.getByText(/No rules yet/)).toBeVisible();
  await expect(rules.getByRole("heading", { name: "Rules" })).toBeFocused();

  failing.delete("groupings");
  await saved.getByRole("button", { name: "Try again" }).focus();
  await page.keyboard.press("Enter");
  await expect(saved.getByText(/No saved groupings yet/)).toBeVisible();
  await expect(saved.getByRole("heading", { name: "Saved groupings" })).toBeFocused();
});

test("a Save whose answer is lost, pressed again, saves the groups once", async ({
  page,
  teacher: _,
}) => {
  const { room } = await classWithStudents(page, "Lost answer", SEVEN);
  await openGroups(page, room.id, 7);
  await page.getByRole("button", { name: "Generate Groups" }).click();
  await expect(groupCards(page)).toHaveCount(4);
  // The first Save reaches the server, which saves the groups; its answer never comes back.
  let lose = true;
  await page.route(/\/api\/classes\/[^/]+\/groupings$/, async (route) => {
    if (route.request().method() !== "POST" || !lose) return route.fallback();
    lose = false;
    await route.fetch();
    return route.abort("connectionreset");
  });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Save groups" });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toasts(page).getByText("Failed to save the groups")).toBeVisible();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page).getByText("Groups saved")).toBeVisible();
  const saved = await page.request.get(`/api/classes/${room.id}/groupings`);
  expect(((await saved.json()) as unknown[]).length).toBe(1);
  await expect(
    page.getByRole("region", { name: "Saved groupings" }).getByRole("listitem"),
  ).toHaveCount(1);
});
