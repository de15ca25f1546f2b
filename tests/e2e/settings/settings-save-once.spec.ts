import type { Page } from "@playwright/test";
import { holdBack } from "../support/app-helpers";
import { expect, test, toasts } from "../support/fixtures";

/**
 * A double-click on an attribute editor's Save sends one write. The second click used to send
 * the same write again before React drew the disabled button: a second create (refused with
 * If-None-Match: *) or a second update from the same version (refused with If-Match), whose
 * refusal the editor took for a change made elsewhere.
 */

const attribute = (page: Page, name: string) =>
  page.getByRole("main").getByRole("region", { name, exact: true });

function countWrites(page: Page): { posts: number; puts: number } {
  const counts = { posts: 0, puts: 0 };
  page.on("request", (request) => {
    if (!/\/api\/teacher-settings(\/[^/]+)?$/.test(new URL(request.url()).pathname)) return;
    if (request.method() === "POST") counts.posts += 1;
    if (request.method() === "PUT") counts.puts += 1;
  });
  return counts;
}

test("a double-click on an attribute's Save saves it once, creating then updating", async ({
  page,
  teacher: _,
}) => {
  const writes = countWrites(page);
  await page.goto("/settings");
  const color = attribute(page, "Color");
  await color.getByRole("button", { name: "Edit Color" }).click();
  await color.getByLabel("Display name").fill("House");
  // The save is held until both clicks are in, however slow the machine.
  let release = await holdBack(page, /\/api\/teacher-settings$/);
  await color.getByRole("button", { name: "Save" }).dblclick();
  await expect(color.getByRole("button", { name: "Saving..." })).toBeDisabled();
  release();
  await expect(toasts(page)).toContainText("Settings saved successfully");
  const house = attribute(page, "House");
  await expect(house.getByRole("button", { name: "Edit House" })).toBeFocused();
  expect(writes).toEqual({ posts: 1, puts: 0 });
  await page.unrouteAll();

  await house.getByRole("button", { name: "Edit House" }).click();
  await house.getByLabel("Display name").fill("Team");
  release = await holdBack(page, /\/api\/teacher-settings\/[^/]+$/);
  await house.getByRole("button", { name: "Save" }).dblclick();
  await expect(house.getByRole("button", { name: "Saving..." })).toBeDisabled();
  release();
  await expect(toasts(page)).toContainText("Settings updated successfully");
  const team = attribute(page, "Team");
  await expect(team.getByRole("button", { name: "Edit Team" })).toBeFocused();
  await expect(page.getByText("This setting was changed somewhere else.")).toHaveCount(0);
  expect(writes).toEqual({ posts: 1, puts: 1 });
});
