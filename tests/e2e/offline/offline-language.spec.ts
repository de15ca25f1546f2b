import { expect, test } from "../support/fixtures";

// Offline, the app's stored page in the device's language (docs/product.md#languages): the
// worker keeps the language of the last page the server sent and opens that language's page.
test.use({ serviceWorkers: "allow", locale: "en-US" });

test("offline, a device that chose Arabic opens the app right to left, though its browser is English", async ({
  page,
  context,
  baseURL,
  teacher: _,
}) => {
  await context.addCookies([{ name: "classcharm-language", value: "ar", url: String(baseURL) }]);
  await page.goto("/classes");
  await expect(page.locator("html")).toHaveAttribute("data-offline-ready", "true");
  // A page the worker fetches itself (it controls the page now): it learns the language.
  await page.reload();
  await expect(page.getByRole("heading", { name: "صفوفي", level: 1 })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const kept = await (await caches.open("classcharm-language")).match(
          "/classcharm-device-language",
        );
        return kept ? kept.text() : null;
      }),
    )
    .toBe("ar");

  await context.setOffline(true);
  const offline = await page.goto("/groups");
  const html = (await offline?.text()) ?? "";
  expect(html).toMatch(/<html lang="ar" dir="rtl">/);
  expect(html).toContain("جارٍ تحميل ClassCharm...");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await context.setOffline(false);
});
