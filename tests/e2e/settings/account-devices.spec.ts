import type { Browser, BrowserContext, Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  INTRO_COMPLETED_KEY,
  PASSWORD,
  test,
  toasts,
} from "../support/fixtures";
import { SAME_ORIGIN } from "../support/same-origin";

/**
 * Settings -> Account -> Signed-in devices: a second browser signed in as the same teacher shows
 * in the first one's list, named from its user agent; signing it out there ends it, and its next
 * page shows it signed out.
 */

const FIREFOX_ON_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

const devices = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("region", { name: "Account", exact: true })
    .getByRole("region", { name: "Signed-in devices" });

/** "Another device": a browser context of its own, signed in as the teacher. */
async function signInElsewhere(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({
    baseURL,
    userAgent: FIREFOX_ON_LINUX,
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: INTRO_COMPLETED_KEY, value: "true" }] }],
    },
  });
  const res = await context.request.post("/api/auth/sign-in/email", {
    data: { email, password: PASSWORD },
    headers: SAME_ORIGIN,
  });
  expect(res.status(), await res.text()).toBe(200);
  const page = await context.newPage();
  await page.goto("/classes");
  await expect(page.getByTestId("user-email")).toHaveText(email);
  return { context, page };
}

async function expectSignedOut(other: { page: Page }) {
  await other.page.goto("/classes");
  await expect(other.page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(other.page.getByTestId("user-email")).toHaveCount(0);
}

test.describe("Settings -> Account -> Signed-in devices", () => {
  test.use({ serviceWorkers: "block" });
  let other: { context: BrowserContext; page: Page } | null = null;
  test.afterEach(async () => {
    await other?.context.close();
    other = null;
  });

  test("lists the other browser, and signs it out", async ({ page, browser, baseURL, teacher }) => {
    other = await signInElsewhere(browser, String(baseURL), teacher.email);
    await page.goto("/settings");
    const list = devices(page).getByRole("list", { name: "Signed-in devices" });
    await expect(list.getByRole("listitem")).toHaveCount(2);
    const marker = page.getByText("This device", { exact: true });
    const here = list.getByRole("listitem").filter({ has: marker });
    await expect(here).toHaveCount(1);
    await expect(here.getByRole("button", { name: "Sign out this device" })).toHaveCount(0);
    const firefox = list.getByRole("listitem", { name: "Firefox on Linux" });
    await expect(firefox).toContainText("Computer");
    await expect(firefox.getByText("This device", { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await firefox.getByRole("button", { name: "Sign out this device" }).click();
    await expect(toasts(page)).toContainText("Firefox on Linux was signed out");
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(here).toHaveCount(1);

    await expectSignedOut(other);
    // This device is still signed in.
    await page.reload();
    await expect(page.getByTestId("user-email")).toHaveText(teacher.email);
  });

  test("signs out everywhere else only once confirmed", async ({
    page,
    browser,
    baseURL,
    teacher,
  }) => {
    other = await signInElsewhere(browser, String(baseURL), teacher.email);
    await page.goto("/settings");
    const section = devices(page);
    const items = section.getByRole("listitem");
    await expect(items).toHaveCount(2);

    await section.getByRole("button", { name: "Sign out everywhere else" }).click();
    const question = page.getByRole("alertdialog", { name: "Sign out everywhere else?" });
    await expect(question).toContainText("This device stays signed in.");
    await question.getByRole("button", { name: "Cancel" }).click();
    await expect(question).toBeHidden();
    await other.page.goto("/classes");
    await expect(other.page.getByTestId("user-email")).toHaveText(teacher.email);
    await expect(items).toHaveCount(2);

    await section.getByRole("button", { name: "Sign out everywhere else" }).click();
    await question.getByRole("button", { name: "Sign out everywhere else" }).click();
    await expect(toasts(page)).toContainText("Signed out everywhere else");
    await expect(items).toHaveCount(1);
    await expect(section.getByRole("button", { name: "Sign out everywhere else" })).toHaveCount(0);

    await expectSignedOut(other);
    await page.reload();
    await expect(page.getByTestId("user-email")).toHaveText(teacher.email);
  });
});
