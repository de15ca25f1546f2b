import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";

const account = (page: Page) =>
  page.getByRole("main").getByRole("region", { name: "Account", exact: true });

/**
 * Offline the signed-in app is read-only (docs/product.md#offline, decision 0004). The attributes and the preference
 * on Settings were, but the Account section kept its changes: a name or password sent offline
 * failed with the browser's "Failed to fetch", and Delete my account opened to fail the same way.
 */
test("offline, the Account section's changes wait with the reason, and keep what was typed", async ({
  page,
  context,
  teacher: _,
}) => {
  await page.goto("/settings");
  const section = account(page);
  await expect(section.getByRole("button", { name: "Change password" })).toBeVisible();
  await section.getByLabel("Your name").fill("Ms Offline");
  await section.getByLabel("Current password").fill("an old secret");
  const changes = [
    section.getByRole("button", { name: "Save name" }),
    section.getByRole("button", { name: "Send confirmation link" }),
    section.getByRole("button", { name: "Change password" }),
    section.getByRole("button", { name: "Export all my data" }),
    section.getByRole("button", { name: "Delete my account" }),
  ];

  await context.setOffline(true);
  await expect(page.getByText("Offline: changes are paused")).toBeVisible();
  for (const button of changes) await expect(button).toBeDisabled();
  await expect(section.getByText("Not available while offline")).toBeVisible();
  // Enter in a field sends nothing either.
  await section.getByLabel("Your name").press("Enter");
  await expect(section.getByLabel("Your name")).toHaveValue("Ms Offline");
  await expect(section.getByLabel("Current password")).toHaveValue("an old secret");

  await context.setOffline(false);
  for (const button of changes) await expect(button).toBeEnabled();
  await expect(section.getByText("Not available while offline")).toHaveCount(0);
  await expect(section.getByLabel("Your name")).toHaveValue("Ms Offline");
  await section.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByRole("region", { name: "Notifications (F8)" })).toContainText(
    "Name saved",
  );
});

// A network that looks connected but goes nowhere (the browser does not say it is offline):
// the Account section's toast and the deletion dialog said the browser's "Failed to fetch".
test("a change that gets no answer says to check the connection, not 'Failed to fetch'", async ({
  page,
  teacher: _,
}) => {
  await page.goto("/settings");
  const section = account(page);
  await expect(section.getByRole("button", { name: "Delete my account" })).toBeVisible();
  const advice = "Could not reach ClassCharm. Check your internet connection and try again.";
  await page.route("**/api/auth/update-user", (route) => route.abort("internetdisconnected"));
  await page.route("**/api/account/delete", (route) => route.abort("internetdisconnected"));

  await section.getByLabel("Your name").fill("Ms Shaky");
  await section.getByRole("button", { name: "Save name" }).click();
  const notes = page.getByRole("region", { name: "Notifications (F8)" });
  await expect(notes).toContainText("Failed to save the name");
  await expect(notes).toContainText(advice);
  await expect(notes).not.toContainText("Failed to fetch");
  await expect(section.getByLabel("Your name")).toHaveValue("Ms Shaky");

  await section.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Your password").fill("correct horse battery");
  await dialog.getByRole("button", { name: "Delete my account forever" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(advice);
});

// The dialog covers the section's reason: a disabled button in it said nothing about why.
test("the network going while Delete my account is open: the dialog says why it waits", async ({
  page,
  context,
  teacher: _,
}) => {
  await page.goto("/settings");
  await account(page).getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Your password").fill("correct horse battery");
  const submit = dialog.getByRole("button", { name: "Delete my account forever" });

  await context.setOffline(true);
  await expect(submit).toBeDisabled();
  await expect(dialog.getByRole("alert")).toHaveText("Not available while offline");
  await expect(dialog.getByLabel("Your password")).toHaveValue("correct horse battery");

  await context.setOffline(false);
  await expect(submit).toBeEnabled();
  await expect(dialog.getByText("Not available while offline")).toHaveCount(0);
});

test.describe("opened offline", () => {
  // The offline shell opens the page with no network.
  test.use({ serviceWorkers: "allow" });

  test("Settings opened offline gives the reason, not a 'Loading your sign-in methods...' that never ends", async ({
    page,
    context,
    teacher: _,
  }) => {
    await page.goto("/settings");
    await expect(account(page).getByRole("button", { name: "Change password" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-offline-ready", "true");
    await context.setOffline(true);
    await page.reload();
    const section = account(page);
    await expect(section.getByText("Not available while offline")).toBeVisible();
    await expect(section.getByRole("button", { name: "Save name" })).toBeDisabled();
    await expect(section.getByText("Loading your sign-in methods...")).toHaveCount(0);
  });
});
