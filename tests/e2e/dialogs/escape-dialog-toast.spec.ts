import { createClassViaApi } from "../support/app-helpers";
import { expect, test, toasts } from "../support/fixtures";
import { importViaApi } from "../support/roster-helpers";

/**
 * Escape closes the dialog the keyboard is in, even when a toast appeared while it was open
 * (Radix gives Escape to the layer opened last: the toast closed and the dialog stayed). The
 * toast stays and closes by itself.
 */
test("a toast shown over the Save dialog: Escape closes the dialog, the toast stays", async ({
  page,
  teacher: _,
}) => {
  const room = await createClassViaApi(page, "Room 21");
  await importViaApi(
    page,
    room.id,
    ["Ann", "Ben", "Cy"].map((name) => ({ name })),
  );
  await page.goto("/groups");
  await page.getByLabel("Class", { exact: true }).selectOption(room.id);
  await page.getByRole("button", { name: "Generate Groups" }).click();

  // The server fails this save: the dialog stays open to try again, with a toast.
  await page.route(`**/api/classes/${room.id}/groupings`, (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 503, json: { error: "Service unavailable" } })
      : route.fallback(),
  );
  const save = page.getByRole("button", { name: "Save", exact: true });
  await save.click();
  const dialog = page.getByRole("dialog", { name: "Save groups" });
  await dialog.getByLabel("Name").press("Enter");
  await expect(toasts(page)).toContainText("Failed to save the groups");
  await expect(dialog.getByLabel("Name")).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(save).toBeFocused();
  await expect(toasts(page)).toContainText("Failed to save the groups");
  // With no dialog open, Escape is the toast's again.
  await page.keyboard.press("Escape");
  await expect(toasts(page).getByText("Failed to save the groups")).toHaveCount(0);
});
