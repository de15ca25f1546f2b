import { holdBack } from "../support/app-helpers";
import { expect, test } from "../support/fixtures";

// The app's first paint in the device's language (docs/product.md#languages): the page's HTML
// already is, before any script runs. Without it an Arabic device painted English left to
// right, then flipped once the app's code had loaded.

test.describe("on an Arabic browser", () => {
  test.use({ locale: "ar-EG" });

  test("the first HTML response is right to left, with the skeleton's words in Arabic", async ({
    page,
    teacher: _,
  }) => {
    // The session check held back: what shows is the page's own HTML, not the app.
    const release = await holdBack(page, /\/api\/auth\/get-session/);
    const response = await page.goto("/classes");
    const html = (await response?.text()) ?? "";
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(html).toContain("جارٍ تحميل ClassCharm...");
    expect(html).toContain(">صفوفي</p>");
    expect(html).not.toContain("Loading ClassCharm...");
    expect(response?.headers()["content-language"]).toBe("ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("shell-skeleton")).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("جارٍ تحميل ClassCharm...");
    release();
    await expect(page.getByRole("heading", { name: "صفوفي", level: 1 })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  });
});

test("a device that chose Arabic (its cookie) gets Arabic first, whatever its browser's language", async ({
  page,
  context,
  baseURL,
  teacher: _,
}) => {
  await context.addCookies([{ name: "classcharm-language", value: "ar", url: String(baseURL) }]);
  const response = await page.goto("/students");
  const html = (await response?.text()) ?? "";
  expect(html).toMatch(/<html lang="ar" dir="rtl">/);
  expect(html).toContain(">الطلاب</p>");
  const english = await page.request.get("/students", {
    headers: { cookie: "classcharm-language=en" },
  });
  expect(await english.text()).toMatch(/<html lang="en">/);
});
