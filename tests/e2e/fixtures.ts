import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export { expect };

let counter = 0;
export const uniqueEmail = (prefix = "teacher") =>
  `${prefix}-${Date.now().toString(36)}-${process.pid}-${++counter}@example.com`;

export const PASSWORD = "correct horse battery";

/** No axe violations on the page as it is now (WCAG 2.1 AA and best practices). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

interface Fixtures {
  /** A teacher created through the API, whose session cookie the page already carries. */
  teacher: { email: string; name: string };
}

export const test = base.extend<Fixtures>({
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
