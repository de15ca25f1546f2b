import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export { expect };

let counter = 0;
export const uniqueEmail = (prefix = "teacher") =>
  `${prefix}-${Date.now().toString(36)}-${process.pid}-${++counter}@example.com`;

export const PASSWORD = "correct horse battery";

/** No axe violations on the page as it is now (WCAG 2.2 AA and best practices). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Legacy mode runs axe.run() in the page itself. The default runs axe.runPartial() in every
  // frame and then axe.finishRun() in a new blank page, for cross-origin frames: the app has no
  // frame at all (its CSP has frame-ancestors 'none' and it embeds none), and that blank page
  // made each check take 4-7 s instead of 1-2 s on CI's 2 cores, with the same rules and results.
  // Only the violations are read: axe still runs every rule on every node, but no longer builds a
  // selector and an HTML excerpt for each node that passed (or was incomplete or inapplicable),
  // which was 40% of each check's time (0.72 -> 0.43 CPU seconds on a page of 60 cards).
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

/** The browser-storage flag that says the intro tutorial was completed (docs/product.md#name, docs/product.md#tutorial). */
export const INTRO_COMPLETED_KEY = "classcharmIntroCompleted";

interface Fixtures {
  /** A teacher created through the API, whose session cookie the page already carries. */
  teacher: { email: string; name: string };
  /**
   * Whether a new teacher meets the intro tutorial. Off by default: every test starts with
   * `classcharmIntroCompleted` in localStorage (set once, so sign-out still clears it). The
   * tutorial tests turn it on with `test.use({ showTutorial: true })`.
   */
  showTutorial: boolean;
}

export const test = base.extend<Fixtures>({
  showTutorial: [false, { option: true }],
  storageState: async ({ baseURL, showTutorial }, use) => {
    if (showTutorial || !baseURL) return use(undefined);
    await use({
      cookies: [],
      origins: [
        {
          origin: new URL(baseURL).origin,
          localStorage: [{ name: INTRO_COMPLETED_KEY, value: "true" }],
        },
      ],
    });
  },
  teacher: async ({ page, baseURL }, use) => {
    const email = uniqueEmail();
    const name = "Test Teacher";
    const res = await page.request.post("/api/auth/sign-up/email", {
      data: { name, email, password: PASSWORD },
      headers: { origin: String(baseURL) },
    });
    expect(res.status()).toBe(200);
    await use({ email, name });
  },
});

/** The toast region (Radix Toast's viewport, focused by F8). */
export const toasts = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" });
