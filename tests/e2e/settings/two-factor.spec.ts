import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  INTRO_COMPLETED_KEY,
  PASSWORD,
  test,
  uniqueEmail,
} from "../support/fixtures";
import { SAME_ORIGIN } from "../support/same-origin";
import {
  expectNoSideScroll,
  signInWithPassword,
  signOut,
  startRequiringServer,
  totpCode,
  turnOnByApi,
} from "../support/two-factor-helpers";

/**
 * Two-factor sign-in (docs/product.md#sign-in): turned on in Settings -> Account with a code the
 * test computes as an authenticator app does (RFC 6238), then asked at sign-in; backup codes
 * work once; a trusted device skips the code; REQUIRE_TWO_FACTOR leads to the set-up first.
 */

const section = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("region", { name: "Account", exact: true })
    .getByRole("region", { name: "Two-factor sign-in" });
const codeStep = (page: Page) => page.getByRole("heading", { name: "Two-factor sign-in" });
const signedIn = (page: Page, email: string) =>
  expect(page.getByTestId("user-email")).toHaveText(email);

/** The set-up's steps after "Turn on" (in the Settings dialog or the required screen). */
async function setUp(page: Page, scope: ReturnType<Page["getByRole"]> | Page) {
  await scope.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await scope.getByRole("button", { name: "Continue" }).click();
  await expect(
    scope.getByRole("img", { name: "QR code to add ClassCharm to your authenticator app" }),
  ).toBeVisible();
  const grouped = (await scope.locator("code").textContent()) ?? "";
  expect(grouped).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  await expect(scope.getByRole("button", { name: "Copy key" })).toBeVisible();
  await expectNoSideScroll(page);
  const code = scope.getByLabel("6-digit code from the app");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await expectNoAxeViolations(page);
  await code.fill("000000" === totpCode(grouped) ? "111111" : "000000");
  await scope.getByRole("button", { name: "Turn on" }).click();
  await expect(scope.getByRole("alert")).toContainText("That code is not right");
  await code.fill(totpCode(grouped));
  await scope.getByRole("button", { name: "Turn on" }).click();
  const list = scope.getByRole("list", { name: "Backup codes" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  await expect(scope.getByText(/each code signs you in\s+once/)).toBeVisible();
  return {
    key: grouped.replace(/ /g, ""),
    codes: await list.getByRole("listitem").allTextContents(),
  };
}

test.describe("two-factor sign-in", () => {
  test("turned on in Settings with an authenticator code, then asked at sign-in", async ({
    page,
    teacher,
  }) => {
    await page.goto("/settings");
    const here = section(page);
    await expect(here).toContainText("Off.");
    await here.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    const dialog = page.getByRole("dialog", { name: "Turn on two-factor sign-in" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    const { key, codes } = await setUp(page, dialog);
    expect(new Set(codes).size).toBe(10);
    // The codes as a text file that says each works once.
    const download = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download as .txt" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("classcharm-backup-codes.txt");
    const text = readFileSync(await file.path(), "utf8");
    expect(text).toContain("Each code works once.");
    for (const code of codes) expect(text).toContain(code);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await expectNoSideScroll(page);
    await dialog.getByRole("button", { name: "I have saved my backup codes" }).click();
    await expect(dialog).toBeHidden();
    await expect(here).toContainText("On: after your password");
    await expectNoSideScroll(page);

    await signOut(page.request, SAME_ORIGIN.origin);
    await signInWithPassword(page, teacher.email);
    await expect(codeStep(page)).toBeVisible();
    const field = page.getByLabel("Authentication code");
    await expect(field).toHaveAttribute("autocomplete", "one-time-code");
    await expect(field).toHaveAttribute("inputmode", "numeric");
    await expect(field).toBeFocused();
    await expectNoAxeViolations(page);
    await expectNoSideScroll(page);
    await field.fill("000000" === totpCode(key) ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("alert")).toContainText("That code is not right");
    await expectNoAxeViolations(page);
    await field.fill(totpCode(key));
    await page.getByRole("button", { name: "Verify" }).click();
    await signedIn(page, teacher.email);

    // New backup codes ask the password, and replace the old ones.
    await page.goto("/settings");
    await section(page).getByRole("button", { name: "New backup codes" }).click();
    const fresh = page.getByRole("dialog", { name: "New backup codes" });
    await expectNoAxeViolations(page);
    await fresh.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await fresh.getByRole("button", { name: "Make new codes" }).click();
    const newCodes = fresh.getByRole("list", { name: "Backup codes" }).getByRole("listitem");
    await expect(newCodes).toHaveCount(10);
    expect(await newCodes.allTextContents()).not.toContain(codes[0]);
    await expectNoAxeViolations(page);
    await expectNoSideScroll(page);
    await fresh.getByRole("button", { name: "I have saved my backup codes" }).click();
    await expect(fresh).toBeHidden();

    // Turning it off asks the password.
    await section(page).getByRole("button", { name: "Turn off two-factor sign-in" }).click();
    const off = page.getByRole("dialog", { name: "Turn off two-factor sign-in?" });
    await expectNoAxeViolations(page);
    await off.getByLabel("Password", { exact: true }).fill("not my password");
    await off.getByRole("button", { name: "Turn off" }).click();
    await expect(off.getByRole("alert")).toContainText("The password is not right");
    await off.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await off.getByRole("button", { name: "Turn off" }).click();
    await expect(off).toBeHidden();
    await expect(section(page)).toContainText("Off.");
  });

  test("a backup code works once; a trusted device skips the code for 30 days", async ({
    page,
    teacher,
  }) => {
    const { totpURI, backupCodes } = await turnOnByApi(page.request, SAME_ORIGIN.origin);
    await signOut(page.request, SAME_ORIGIN.origin);
    const backup = backupCodes[0] ?? "";

    await signInWithPassword(page, teacher.email);
    await page.getByRole("button", { name: "Use a backup code instead" }).click();
    await page.getByLabel("Backup code").fill(backup);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Verify" }).click();
    await signedIn(page, teacher.email);

    await signOut(page.request, SAME_ORIGIN.origin);
    await signInWithPassword(page, teacher.email);
    await page.getByRole("button", { name: "Use a backup code instead" }).click();
    await page.getByLabel("Backup code").fill(backup);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("alert")).toContainText("already used");

    await page.getByRole("button", { name: "Use your authenticator app instead" }).click();
    await page.getByLabel("Authentication code").fill(totpCode(totpURI));
    await page.getByLabel("Trust this device for 30 days").check();
    await page.getByRole("button", { name: "Verify" }).click();
    await signedIn(page, teacher.email);
    const trust = (await page.context().cookies()).find(
      (c) => c.name === "classcharm.trust_device",
    );
    const days = ((trust?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    await signOut(page.request, SAME_ORIGIN.origin);
    await signInWithPassword(page, teacher.email);
    await signedIn(page, teacher.email);
    await expect(codeStep(page)).toHaveCount(0);
  });

  test("REQUIRE_TWO_FACTOR leads a password account to the set-up before the app", async ({
    browser,
  }) => {
    const server = await startRequiringServer();
    const context = await browser.newContext({
      baseURL: server.baseURL,
      viewport: { width: 375, height: 740 },
      storageState: {
        cookies: [],
        origins: [
          { origin: server.baseURL, localStorage: [{ name: INTRO_COMPLETED_KEY, value: "true" }] },
        ],
      },
    });
    try {
      const origin = { origin: server.baseURL };
      const email = uniqueEmail("required");
      const up = await context.request.post("/api/auth/sign-up/email", {
        data: { name: "Teacher", email, password: PASSWORD },
        headers: origin,
      });
      expect(up.status()).toBe(200);
      const refused = await context.request.get("/api/classes");
      expect(refused.status()).toBe(403);
      expect((await refused.json()).code).toBe("two_factor_required");

      const page = await context.newPage();
      await page.goto("/classes");
      await expect(page.getByRole("heading", { name: "Set up two-factor sign-in" })).toBeVisible();
      await expect(page.getByTestId("user-email")).toHaveCount(0);
      await expectNoAxeViolations(page);
      await expectNoSideScroll(page);
      await setUp(page, page);
      await expectNoSideScroll(page);
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "I have saved my backup codes" }).click();
      await signedIn(page, email);
      expect((await context.request.get("/api/classes")).status()).toBe(200);
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
