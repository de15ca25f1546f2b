import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import {
  createClassViaApi,
  createStudentViaApi,
  expectFitsAllWidths,
} from "../support/app-helpers";
import { demoBanner, openTab } from "../support/demo-helpers";
import { expect, expectNoAxeViolations, PASSWORD, test, toasts } from "../support/fixtures";
import { openStudents } from "../support/roster-helpers";

// Offline is tested here: the offline shell (service worker) runs, as for a teacher.
test.use({ serviceWorkers: "allow" });

/** Settings -> Account. */
const account = (page: Page) =>
  page.getByRole("main").getByRole("region", { name: "Account", exact: true });

async function openAccount(page: Page) {
  await page.goto("/settings");
  await expect(account(page).getByRole("button", { name: "Export all my data" })).toBeVisible();
}

async function signInThroughUi(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

test.describe("Settings -> Account", () => {
  // page.route can miss requests once the app's service worker controls the page (it claims
  // the page a moment after the first load), so routed tests run without it; the offline
  // tests cover the worker.
  test.use({ serviceWorkers: "block" });

  test.describe.configure({ timeout: 90_000 });

  test("changes the name, and the password, after which only the new one signs in", async ({
    page,
    teacher,
  }) => {
    await openAccount(page);
    const section = account(page);
    await expect(section.getByLabel("Your name")).toHaveValue(teacher.name);
    await expect(section).toContainText(teacher.email);
    await expectNoAxeViolations(page);

    await section.getByLabel("Your name").fill("Ms Frizzle");
    await section.getByLabel("Your name").press("Enter");
    await expect(toasts(page)).toContainText("Name saved");

    await section.getByLabel("Current password").fill(PASSWORD);
    await section.getByLabel("New password", { exact: true }).fill("a brand new secret");
    await section.getByLabel("Confirm new password").fill("a brand new secret");
    await section.getByRole("button", { name: "Change password" }).click();
    await expect(toasts(page)).toContainText("Your other devices were signed out.");
    await expect(section.getByLabel("Current password")).toHaveValue("");

    // This device stays signed in with its fresh session; the name was kept.
    await page.reload();
    await expect(account(page).getByLabel("Your name")).toHaveValue("Ms Frizzle");

    await page.context().clearCookies();
    await signInThroughUi(page, teacher.email, PASSWORD);
    await expect(toasts(page)).toContainText("Invalid email or password");
    await signInThroughUi(page, teacher.email, "a brand new secret");
    await expect(page.getByTestId("user-email")).toHaveText(teacher.email);
  });

  test("a wrong current password or a mismatch is refused with a message", async ({
    page,
    teacher: _,
  }) => {
    await openAccount(page);
    const section = account(page);
    await section.getByLabel("Current password").fill("not my password");
    await section.getByLabel("New password", { exact: true }).fill("another secret 1");
    await section.getByLabel("Confirm new password").fill("another secret 2");
    await section.getByRole("button", { name: "Change password" }).click();
    await expect(toasts(page)).toContainText("The new passwords do not match");
    await section.getByLabel("Confirm new password").fill("another secret 1");
    await section.getByRole("button", { name: "Change password" }).click();
    await expect(toasts(page)).toContainText("Failed to change the password");
  });

  test("asks for a confirmation link when the e-mail address changes", async ({
    page,
    teacher,
  }) => {
    await openAccount(page);
    const section = account(page);
    await section.getByLabel("New e-mail address").fill(`moved-${Date.now()}@example.com`);
    await section.getByRole("button", { name: "Send confirmation link" }).click();
    await expect(toasts(page)).toContainText(
      "Check your new e-mail address for a confirmation link.",
    );
    await expect(section.getByRole("status")).toContainText("for a confirmation link");
    // Nothing changes until the link is followed.
    await page.reload();
    await expect(account(page)).toContainText(teacher.email);
    // Where the link lands: Settings says how it went, once.
    await page.goto("/settings?email-changed=1&error=EMAIL_TAKEN");
    await expect(toasts(page)).toContainText("Another account uses that address now.");
    await expect(page).toHaveURL(/\/settings$/);
  });

  test("Export all my data downloads a JSON archive with the class", async ({ page, teacher }) => {
    const room = await createClassViaApi(page, "Exported Class");
    await createStudentViaApi(page, room.id, "Ada");
    await openAccount(page);
    const download = page.waitForEvent("download");
    await account(page).getByRole("button", { name: "Export all my data" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^classcharm-export-\d{4}-\d{2}-\d{2}\.json$/);
    const archive = JSON.parse(await readFile(String(await file.path()), "utf8"));
    expect(archive).toMatchObject({
      format: "classcharm-export",
      version: 1,
      user: { email: teacher.email },
      classes: [{ id: room.id, name: "Exported Class", students: [{ name: "Ada" }] }],
    });
    await expect(toasts(page)).toContainText("Your data was downloaded");

    // The hint about one class's CSV leads to where that export is.
    await expect(account(page)).toContainText("Export CSV on the Students tab");
    await openStudents(page, room.id);
    await expect(page.getByRole("button", { name: "Export CSV" })).toBeVisible();
  });

  test("deleting the account needs the password, then lands signed out on the landing page", async ({
    page,
    teacher,
  }) => {
    await createClassViaApi(page, "Doomed Class");
    await openAccount(page);
    const oldCookies = await page.context().cookies();
    await account(page).getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog).toContainText("Enter your password to confirm.");
    await expectNoAxeViolations(page);

    await dialog.getByLabel("Your password").fill("not my password");
    await dialog.getByRole("button", { name: "Delete my account forever" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("That password is not correct");
    // Escape closes without deleting; focus goes back to the button.
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(account(page).getByRole("button", { name: "Delete my account" })).toBeFocused();

    await page.keyboard.press("Enter");
    await dialog.getByLabel("Your password").fill(PASSWORD);
    await dialog.getByLabel("Your password").press("Enter");
    // The landing page says what happened, and keeps saying it: the server's copy with no script,
    // the notice first and in the title (read out as the page opens).
    await expect(page).toHaveURL(/\/\?deleted$/);
    await expect(page.getByRole("status").first()).toHaveText(
      "Your account was deleted. Your classes, students and settings are gone from ClassCharm.",
    );
    await expect(page).toHaveTitle(/^Account deleted \| ClassCharm/);
    await expect(page.locator("script")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /sign in/i }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveURL(/\/\?deleted$/);
    await expect(page.getByText("Your account was deleted.")).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);

    // The old session is gone: its cookie gets 401, and the password no longer signs in.
    await page.context().clearCookies();
    await page.context().addCookies(oldCookies);
    expect((await page.request.get("/api/classes")).status()).toBe(401);
    await page.context().clearCookies();
    await signInThroughUi(page, teacher.email, PASSWORD);
    await expect(toasts(page)).toContainText("Invalid email or password");
  });

  test("an account without a password is asked for the typed phrase instead", async ({
    page,
    teacher: _,
  }) => {
    // Play a teacher who signs in with the school's provider only (the e2e server has none).
    await page.route("**/api/auth/list-accounts", (route) =>
      route.fulfill({ json: [{ id: "a1", providerId: "oidc", accountId: "x", scopes: [] }] }),
    );
    await openAccount(page);
    const section = account(page);
    await expect(section).toContainText("there is no ClassCharm password to change");
    await expect(section.getByLabel("Current password")).toHaveCount(0);
    await section.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog).toContainText("Type DELETE MY ACCOUNT to confirm.");
    await dialog.getByLabel("Type DELETE MY ACCOUNT").fill("DELETE MY ACCOUNT");
    await expectNoAxeViolations(page);
    // The server knows better: this account does have a password, so the phrase is refused.
    await dialog.getByRole("button", { name: "Delete my account forever" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "Enter your password to delete your account",
    );
    expect((await page.request.get("/api/classes")).status()).toBe(200);
  });

  test("fits a phone, works by keyboard and passes axe @phone", async ({ page, teacher: _ }) => {
    await openAccount(page);
    await expectFitsAllWidths(page, () =>
      expect(account(page).getByRole("button", { name: "Delete my account" })).toBeVisible(),
    );
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(page);
  });
});

test("the demo has no account to change, and says so", async ({ page }) => {
  await page.goto("/classes");
  await expect(demoBanner(page)).toBeVisible();
  await expect(page.getByText("Example class to show the interface")).toBeVisible();
  await openTab(page, "Settings");
  await expect(account(page)).toContainText("This is the demo");
  await expect(account(page).getByRole("button")).toHaveCount(0);
  await expectNoAxeViolations(page);
});
