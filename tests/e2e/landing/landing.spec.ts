import type { Page } from "@playwright/test";
import { SESSION_COOKIE } from "#src/server/auth/cookie-names";
import { expect, expectNoAxeViolations, PASSWORD, test, uniqueEmail } from "../support/fixtures";

// The landing page's words (docs/product.md#landing).
const CLAIMS = ["Free forever", "No credit card", "Ready in 30 seconds"];
const FEATURES = [
  "Class management",
  "Custom attributes",
  "Smart grouping",
  "Magic randomizer",
  "CSV import",
  "Roster import from OneRoster",
  "Print",
  "Selection history",
];
const BENEFITS = [
  "Save hours of manual group creation",
  "Fair and balanced teams",
  "Less classroom stress",
  "Engaged students",
];

const header = (page: Page) => page.getByRole("banner");
const heroHeading = (page: Page) => page.getByRole("heading", { level: 1 });

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test.describe("the landing page", () => {
  test("shows the product's claims, features and lists, prerendered with no script", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await page.goto("/");
    await expect(heroHeading(page)).toBeVisible();
    await expect(
      header(page).getByRole("link", { name: "Get Started", exact: true }),
    ).toBeVisible();
    await expect(page.getByText("Made for teachers", { exact: true })).toBeVisible();
    for (const claim of CLAIMS) await expect(page.getByText(claim).first()).toBeVisible();
    for (const name of FEATURES) {
      await expect(page.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
    }
    await expect(page.getByText(/up to 5 classes/)).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Why Teachers Love/ })).toBeVisible();
    for (const name of BENEFITS) await expect(page.getByRole("heading", { name })).toBeVisible();
    const perfectFor = page.getByRole("heading", { name: "Perfect For" }).locator("..");
    expect(await perfectFor.getByRole("listitem").count()).toBeGreaterThanOrEqual(5);
    await expect(
      page.getByRole("heading", { name: "Start Managing Your Classroom" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Started Free" })).toHaveCount(2);
    await expect(page.getByRole("link", { name: "Try it now - no sign-up" })).toHaveCount(2);

    // docs/product.md#landing: the roster imports every server has (paste, OneRoster) are on
    // the card; Google Classroom, which needs the server's credentials, is not (honest-claims
    // spec), nor anything the app does not do (Clever, ClassLink).
    const rosterCard = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: /^Roster import from/ }) });
    await expect(rosterCard).toContainText("Paste a list of names");
    await expect(rosterCard).toContainText("OneRoster export");
    await expect(rosterCard).not.toContainText("Google");
    await expect(rosterCard.locator("img")).toHaveCount(0);
    await expect(page.locator("body")).not.toContainText(/classroom service|clever|classlink/i);
    // The page is the prerendered one: no app code, no script at all.
    await expect(page.locator("script")).toHaveCount(0);
    expect(scripts).toEqual([]);
  });

  test("every call to action leads to /auth, besides Try it now, which opens the demo", async ({
    page,
  }) => {
    await page.goto("/");
    const links = page.getByRole("link");
    const hrefs = await links.evaluateAll((all) =>
      all.map((a) => ({ name: a.textContent?.trim() ?? "", href: a.getAttribute("href") ?? "" })),
    );
    // Besides the home link, the calls to action, Try it now and the languages, only the privacy
    // page and the documents a school reviews (served as text, in English).
    const tries = hrefs.filter((l) => l.href === "/randomizer?try");
    expect(tries.map((l) => l.name)).toEqual([
      "Try it now - no sign-up",
      "Try it now - no sign-up",
    ]);
    // The language menu: the page in the other languages (landing-languages.spec.ts).
    const languages = [
      { name: "العربية", href: "/ar/" },
      { name: "Español", href: "/es/" },
    ];
    expect(hrefs.filter((l) => /^\/[a-z]{2}\/$/.test(l.href))).toEqual(languages);
    const ctas = hrefs.filter(
      (l) =>
        l.href !== "/" &&
        l.href !== "/privacy" &&
        !l.href.startsWith("/docs/") &&
        l.href !== "/randomizer?try" &&
        !languages.some((language) => language.href === l.href),
    );
    expect(hrefs.filter((l) => l.href === "/").map((l) => l.name)).toEqual(["ClassCharm"]);
    expect(hrefs.filter((l) => l.href === "/privacy").map((l) => l.name)).toEqual([
      "What we keep about your pupils",
      "Privacy",
    ]);
    expect(hrefs.filter((l) => l.href.startsWith("/docs/"))).toEqual([
      { name: "Accessibility", href: "/docs/accessibility.md" },
      { name: "Security", href: "/docs/security.md" },
    ]);
    expect(ctas.length).toBeGreaterThanOrEqual(4);
    for (const { href } of ctas) expect(new URL(href, "http://x").pathname).toBe("/auth");

    for (let i = 0; i < ctas.length; i++) {
      await page.goto("/");
      await page.locator('a[href^="/auth"]').nth(i).click();
      await expect(page).toHaveURL(/\/auth(\?|$)/);
      await expect(page.getByLabel("Email")).toBeVisible();
    }
    // "Get Started Free" opens the Sign Up side.
    await page.goto("/");
    await page.getByRole("link", { name: "Get Started Free" }).first().click();
    await expect(page.getByRole("button", { name: "Sign Up", exact: true })).toBeVisible();
  });

  test("has no sideways scroll from 320 to 1920 px", async ({ page }) => {
    for (const width of [320, 768, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      await expect(heroHeading(page)).toBeVisible();
      expect(await sidewaysOverflow(page), `overflow at ${width} px`).toBe(0);
    }
  });

  test("passes axe in the light and the dark colour scheme", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await expectNoAxeViolations(page);
    const lightBackground = await page.evaluate(
      () => getComputedStyle(document.body).backgroundColor,
    );

    await page.emulateMedia({ colorScheme: "dark" });
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .not.toBe(lightBackground);
    await expectNoAxeViolations(page);
  });

  test("on a phone the header button reads Login and nothing scrolls sideways @phone", async ({
    page,
  }) => {
    await page.goto("/");
    for (const width of [320, 412]) {
      await page.setViewportSize({ width, height: 800 });
      const button = header(page).getByRole("link");
      await expect(button.filter({ hasText: "Login" })).toBeVisible();
      await expect(header(page).getByText("Get Started")).toBeHidden();
      expect(await sidewaysOverflow(page), `overflow at ${width} px`).toBe(0);
    }
    await expectNoAxeViolations(page);
    await header(page).getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("a new teacher goes from the landing page into the app, and back on sign-out", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Get Started Free" }).first().click();
    await page.getByLabel("Email").fill(uniqueEmail("landing"));
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expect(page.getByText("Fair groups and a fair spin")).toHaveCount(0);

    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByRole("link", { name: "Get Started Free" }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/\?signed-out$/);
    await expect(page.locator("script")).toHaveCount(0);
  });
});

test("a stale session cookie gets the app, which shows the same landing page", async ({
  page,
  baseURL,
}) => {
  await page
    .context()
    .addCookies([{ name: SESSION_COOKIE, value: "stale.value", url: String(baseURL) }]);
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Get Started Free" }).first()).toBeVisible();
  await expect(heroHeading(page)).toHaveText(/Fair groups/);
  expect(await page.locator("script").count()).toBeGreaterThan(0);
});

test.describe("the landing page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows its content and working links @phone", async ({ page }) => {
    await page.goto("/");
    await expect(heroHeading(page)).toBeVisible();
    await expect(page.getByText("Free forever").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Perfect For" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Started Free" }).first()).toHaveAttribute(
      "href",
      /^\/auth/,
    );
  });
});
