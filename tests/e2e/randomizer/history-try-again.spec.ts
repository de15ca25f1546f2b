import { classWithStudents, openWheel } from "../support/app-helpers";
import { expect, test } from "../support/fixtures";

/**
 * The Selection History that could not be loaded offers Try again (queries are not retried by
 * themselves, docs/product.md#limits); it said only that it could not be loaded, until a reload.
 */
test("a Selection History that failed to load comes back with Try again", async ({
  page,
  teacher: _,
}) => {
  const { room } = await classWithStudents(page, "Room 41", ["Ann", "Ben"]);
  let failures = 1;
  await page.route(`**/api/selection-history/${room.id}`, (route) => {
    if (route.request().method() === "GET" && failures > 0) {
      failures--;
      return route.fulfill({ status: 503, json: { error: "Service unavailable" } });
    }
    return route.fallback();
  });
  await openWheel(page, room.id, "Room 41");
  const history = page.getByRole("region", { name: "Selection History" });
  await expect(history.getByRole("alert")).toContainText(
    "The selection history could not be loaded.",
  );
  await history.getByRole("button", { name: "Try again" }).focus();
  await page.keyboard.press("Enter");
  await expect(history).toContainText("No one has been picked yet.");
  await expect(history.getByRole("alert")).toHaveCount(0);
  // The button went with the alert: the keyboard is on the history's heading, not the page's top.
  await expect(history.getByRole("heading", { name: "Selection History" })).toBeFocused();
});
