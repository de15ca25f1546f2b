import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { SAME_ORIGIN } from "../support/same-origin";

const attribute = (page: Page, name: string) =>
  page.getByRole("main").getByRole("region", { name, exact: true });

/**
 * Offline the signed-in app is read-only (docs/product.md#offline, decision 0004), but the Settings tab kept its
 * changes: a save sat on "Saving..." until the network came back, and the preference switch
 * flipped without being saved.
 */
test("offline, the Settings tab's changes are disabled, and come back online", async ({
  page,
  context,
  teacher: _,
}) => {
  const saved = await page.request.post("/api/teacher-settings", {
    headers: SAME_ORIGIN,
    data: { attribute_name: "shape", display_name: "Form", options: ["Square", "Circle"] },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  await page.goto("/settings");
  const color = attribute(page, "Color");
  await color.getByRole("button", { name: "Edit Color" }).click();
  await color.getByLabel("Display name").fill("Team");

  await context.setOffline(true);
  await expect(page.getByText("Offline: changes are paused")).toBeVisible();
  await expect(color.getByRole("button", { name: "Save" })).toBeDisabled();
  await color.getByRole("button", { name: "Cancel" }).click();
  const changes = [
    page.getByRole("switch", { name: "Default balanced assignment" }),
    color.getByRole("button", { name: "Edit Color" }),
    attribute(page, "Form").getByRole("button", { name: "Edit Form" }),
    attribute(page, "Form").getByRole("button", { name: "Reset to Defaults (Form)" }),
  ];
  for (const control of changes) await expect(control).toBeDisabled();
  // The banner says why (the Settings tab's budget leaves no room for a line of its own).
  await expect(page.getByText("Offline: changes are paused")).toBeVisible();

  await context.setOffline(false);
  for (const control of changes) await expect(control).toBeEnabled();
});
