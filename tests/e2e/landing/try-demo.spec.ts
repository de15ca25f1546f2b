import type { Locator, Page } from "@playwright/test";
import { classesOnServer, sidewaysOverflow, tabTo } from "../support/app-helpers";
import { demoBanner, watchRequests } from "../support/demo-helpers";
import { expect, expectNoAxeViolations, PASSWORD, test, uniqueEmail } from "../support/fixtures";

// "Try it now" on the landing page (docs/product.md#landing) opens the demo's Randomizer on its
// Sample Class in one step; the demo's banner offers a real account (docs/product.md#demo).
const TRY = "Try it now - no sign-up";
const KEEP = "Keep your own classes: sign up free";

// A first-time visitor: nothing in this browser, so the intro tutorial has not been seen.
test.use({ showTutorial: true });

const hero = (page: Page) => page.getByRole("region", { name: /^Fair groups/ });
const closing = (page: Page) => page.getByRole("region", { name: "Start Managing Your Classroom" });

/** The demo's Randomizer on the Sample Class, with nothing over it. */
async function expectDemoWheel(page: Page) {
  await expect(page).toHaveURL(/\/randomizer\?try$/);
  await expect(page.getByRole("heading", { name: "Sample Class - Spinning Wheel" })).toBeVisible();
  await expect(page.getByLabel("Class", { exact: true })).toHaveValue("sample");
  await expect(page.getByRole("button", { name: "Spin", exact: true })).toBeEnabled();
  await expect(demoBanner(page).getByRole("link", { name: KEEP })).toBeVisible();
  // The visitor asked to try it: no tutorial covers the wheel (Help still opens it).
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

async function clickOnce(page: Page, link: Locator) {
  await expect(link).toHaveAttribute("href", "/randomizer?try");
  await link.click();
  await expectDemoWheel(page);
}

test.describe("Try it now", () => {
  test("the hero's link opens the demo's Randomizer on the Sample Class in one click, and nothing is sent", async ({
    page,
    baseURL,
  }) => {
    const requests = watchRequests(page, baseURL);
    await page.goto("/");
    await clickOnce(page, hero(page).getByRole("link", { name: TRY }));
    await page.getByRole("button", { name: "Spin", exact: true }).click();
    await expect(page.getByTestId("winner")).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByRole("region", { name: "Selection History" }).getByRole("listitem"),
    ).toHaveCount(1);
    requests.expectNothingSent();
    // Help still opens the tutorial the link kept back.
    await page.getByRole("button", { name: "Show Tutorial" }).click();
    await expect(page.getByRole("dialog")).toContainText("Step 1 of 6");
  });

  test("the closing section's link does the same in one click", async ({ page, baseURL }) => {
    const requests = watchRequests(page, baseURL);
    await page.goto("/");
    await clickOnce(page, closing(page).getByRole("link", { name: TRY }));
    requests.expectNothingSent();
  });

  test("both links work by keyboard: Tab to them, Enter", async ({ page }) => {
    await page.goto("/");
    await tabTo(page, TRY);
    await expect(hero(page).getByRole("link", { name: TRY })).toBeFocused();
    await page.keyboard.press("Enter");
    await expectDemoWheel(page);

    await page.goto("/");
    await tabTo(page, TRY);
    await tabTo(page, TRY, 60);
    await expect(closing(page).getByRole("link", { name: TRY })).toBeFocused();
    await page.keyboard.press("Enter");
    await expectDemoWheel(page);
  });

  test("the links are plain links in the page that runs no script @phone", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    for (const section of [hero(page), closing(page)]) {
      await expect(section.getByRole("link", { name: TRY })).toHaveAttribute(
        "href",
        "/randomizer?try",
      );
    }
    await context.close();
  });
});

test.describe("the demo's call to sign up", () => {
  test("leads to Sign Up, says the demo's classes stay, and the new account has none of them", async ({
    page,
    baseURL,
  }) => {
    const requests = watchRequests(page, baseURL);
    await page.goto("/");
    await hero(page).getByRole("link", { name: TRY }).click();
    await expectDemoWheel(page);
    const keep = demoBanner(page).getByRole("link", { name: KEEP });
    await expect(keep).toHaveAccessibleDescription(/The demo's classes stay here/);
    await expect(demoBanner(page)).toContainText("The demo's classes stay here");
    requests.expectNothingSent();

    await keep.click();
    await expect(page).toHaveURL(/\/auth\?mode=signUp$/);
    await expect(page.getByRole("button", { name: "Sign Up", exact: true })).toBeVisible();
    await page.getByLabel("Email").fill(uniqueEmail("try"));
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    // A new account is a first visit to the real app: its tour opens over Home (it covers the
    // page, Sign Out included, until it is skipped).
    const tour = page.getByRole("dialog", { name: "Welcome to ClassCharm!" });
    await expect(tour).toBeVisible();
    await tour.getByRole("button", { name: "Skip Tutorial" }).click();
    await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
    expect((await classesOnServer(page)).map((c) => c.name)).not.toContain("Sample Class");
  });
});

test.describe("the landing page and the demo at a phone's and a laptop's size", () => {
  for (const size of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    test(`pass axe and do not scroll sideways at ${size.width}x${size.height}`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto("/");
      await expect(hero(page).getByRole("link", { name: TRY })).toBeVisible();
      // The hero's link is on the first screen, without scrolling.
      await expect(hero(page).getByRole("link", { name: TRY })).toBeInViewport();
      expect(await sidewaysOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);

      await closing(page).getByRole("link", { name: TRY }).click();
      await expectDemoWheel(page);
      await expect(demoBanner(page).getByRole("link", { name: KEEP })).toBeInViewport();
      expect(await sidewaysOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);
    });
  }
});
