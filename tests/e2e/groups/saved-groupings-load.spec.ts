import type { Page, Route } from "@playwright/test";
import { createClassViaApi } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import { importViaApi } from "../support/roster-helpers";
import { SAME_ORIGIN } from "../support/same-origin";

/**
 * Decision 0031: the Saved groupings list comes without members; a grouping's members load
 * when it is opened (a loading state, and an error with Try again), and a save past the
 * teacher's limit of saved members says so in the Save dialog.
 */

const NAMES = ["Ann", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus"];
const savedSection = (page: Page) => page.getByRole("region", { name: "Saved groupings" });
const item = (page: Page, name: string) =>
  savedSection(page).getByRole("article", { name, exact: true });
const cards = (page: Page) => page.getByTestId("group-card");

async function classWithSaved(page: Page, className: string) {
  const room = await createClassViaApi(page, className);
  await importViaApi(
    page,
    room.id,
    NAMES.map((name) => ({ name, number: 1, color: "Red", element: "Fire", shape: "Square" })),
  );
  const students = (await (await page.request.get(`/api/students/${room.id}`)).json()) as {
    id: string;
  }[];
  const ids = students.map((s) => s.id);
  const res = await page.request.post(`/api/classes/${room.id}/groupings`, {
    headers: SAME_ORIGIN,
    data: { name: "Lab pairs", method: "random", groups: [ids.slice(0, 4), ids.slice(4)] },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { room, grouping: (await res.json()) as { id: string } };
}

test("the list has no members; Open loads them, with a loading state and Try again after a failure", async ({
  page,
  teacher: _,
}) => {
  const { room, grouping } = await classWithSaved(page, "Room 9");
  const listed = page.waitForResponse(
    (r) => r.url().endsWith(`/api/classes/${room.id}/groupings`) && r.request().method() === "GET",
  );
  await page.goto("/groups");
  await page.getByLabel("Class", { exact: true }).selectOption(room.id);
  const list = await (await listed).text();
  expect(list).toContain('"member_count":7');
  expect(list).not.toContain("student_id");
  await expect(item(page, "Lab pairs")).toContainText("2 groups, 7 students");

  // The first read of its members is held, then fails.
  let held: Route | null = null;
  await page.route(`**/api/groupings/${grouping.id}`, (route) => {
    held = route;
  });
  await item(page, "Lab pairs").getByRole("button", { name: "Open Lab pairs" }).click();
  await expect(item(page, "Lab pairs")).toContainText("Loading the groups...");
  await expect(
    item(page, "Lab pairs").getByRole("button", { name: "Open Lab pairs" }),
  ).toHaveAttribute("aria-busy", "true");
  await expect.poll(() => held !== null).toBe(true);
  await (held as unknown as Route).fulfill({
    status: 500,
    contentType: "application/json",
    body: '{"error":"Internal server error"}',
  });
  const alert = item(page, "Lab pairs").getByRole("alert");
  await expect(alert).toContainText("Its groups could not be loaded.");
  await expect(cards(page)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Try again reads them: the groups show, as saved.
  await page.unroute(`**/api/groupings/${grouping.id}`);
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).first()).toContainText("Ann");
  await expect(alert).toBeHidden();
  await expect(page.getByText('These groups are saved as "Lab pairs".')).toBeVisible();
});

test("a save past the limit of saved members says what to do in the Save dialog", async ({
  page,
  teacher: _,
}) => {
  const { room } = await classWithSaved(page, "Room 10");
  await page.goto("/groups");
  await page.getByLabel("Class", { exact: true }).selectOption(room.id);
  await page.getByRole("button", { name: "Generate Groups" }).click();
  await expect(cards(page).first()).toBeVisible();
  // The server's 409 at the limit (filling 100,000 members through the API takes minutes).
  const message =
    "Your saved groupings can hold at most 100,000 students in all (a student counts once in each grouping); saving these groups would make 100,007. Delete saved groupings you no longer need, then save again.";
  await page.route(`**/api/classes/${room.id}/groupings`, (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 409,
          contentType: "application/json",
          body: JSON.stringify({ error: message, code: "limit_reached" }),
        })
      : route.continue(),
  );
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Save groups" });
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog.getByRole("alert")).toHaveText(message);
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
});
