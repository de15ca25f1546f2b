import { expect, type Page } from "@playwright/test";

/** Helpers for the signed-out demo's spec (docs/product.md#routes). */

/** The only calls a signed-out page may make to the API: reads of the config and the session. */
export const ALLOWED_API_READS = ["/api/config", "/api/auth/get-session"];

/**
 * Records every request the browser context makes (pages, workers, the offline shell), so a
 * test can show that the demo sends nothing: no write to the API, no read beyond the allowed
 * ones, and nothing to any other host.
 */
export function watchRequests(page: Page, baseURL: string | undefined) {
  const origin = new URL(String(baseURL)).origin;
  const seen: { method: string; url: string }[] = [];
  page.context().on("request", (request) => {
    seen.push({ method: request.method(), url: request.url() });
  });
  return {
    seen,
    /** Asserts the demo stayed in the page so far. */
    expectNothingSent() {
      const offending = seen.filter(({ method, url }) => {
        const parsed = new URL(url);
        if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return false;
        if (parsed.origin !== origin) return true;
        if (method !== "GET" && method !== "HEAD") return true;
        if (!parsed.pathname.startsWith("/api/")) return false;
        return !ALLOWED_API_READS.includes(parsed.pathname);
      });
      expect(offending.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
    },
  };
}

export const demoBanner = (page: Page) => page.getByRole("complementary", { name: "Demo" });

/** Goes to a tab by the wide tab bar, or the phone "Menu" sheet: never a reload. */
export async function openTab(page: Page, label: string) {
  const bar = page.getByRole("navigation", { name: "Main" }).first();
  if (await bar.isVisible()) {
    await bar.getByRole("link", { name: label, exact: true }).click();
    return;
  }
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: label }).click();
}

/** The count line of the Students tab, e.g. "20 students in this class". */
export const countLine = (page: Page, n: number) =>
  page.getByText(`${n} ${n === 1 ? "student" : "students"} in this class`);
