import { expect, test } from "../support/fixtures";

// The landing page is prerendered before any server's configuration is known, so it promises
// only the roster imports every server has (docs/product.md#landing). This server has Google
// credentials (playwright.config.ts), so a page that still named Google Classroom would show
// it here, and a server without them sends the very same prerendered files.

const PAGES = ["/", "/home", "/?signed-out", "/?deleted"];

test.describe("the landing page's claims", () => {
  test("its HTML and its visible text never name Google Classroom", async ({ page, request }) => {
    for (const path of PAGES) {
      const res = await request.get(path, { headers: { cookie: "" } });
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain("Fair groups and a fair spin");
      expect(html, path).not.toMatch(/google/i);

      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("body"), path).not.toContainText(/google/i);
    }
  });

  test("it names the imports every server has: a pasted list, CSV and OneRoster", async ({
    page,
  }) => {
    await page.goto("/");
    const card = (name: string) =>
      page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
    await expect(card("Roster import from OneRoster")).toContainText("Paste a list of names");
    await expect(card("Roster import from OneRoster")).toContainText("OneRoster export");
    await expect(card("CSV import")).toContainText("from a spreadsheet");
  });
});
