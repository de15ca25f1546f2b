import { expectFitsAllWidths } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test, toasts } from "../support/fixtures";
import { SAME_ORIGIN } from "../support/same-origin";

// Offline is tested here: the offline shell (service worker) runs, as for a teacher.
test.use({ serviceWorkers: "allow" });

test.describe("the Was this Useful? tab", () => {
  // page.route can miss requests once the app's service worker controls the page (it claims
  // the page a moment after the first load), so routed tests run without it; the offline
  // tests cover the worker.
  test.use({ serviceWorkers: "block" });

  test.describe.configure({ timeout: 90_000 });

  test("says plainly when no tip page is configured, and sends feedback", async ({
    page,
    teacher: _,
  }) => {
    await page.goto("/useful");
    await expect(page.getByRole("heading", { name: "Was this Useful?", level: 1 })).toBeVisible();
    await expect(page.getByTestId("no-tip-url")).toContainText("Tipping is not set up");
    await expect(page.getByRole("img", { name: "QR code for the tip page" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expectFitsAllWidths(page, () => expect(page.getByLabel("Message")).toBeVisible());
    await page.setViewportSize({ width: 1280, height: 800 });

    const send = page.getByRole("button", { name: "Send Feedback" });
    await expect(page.getByText("0 / 2,000 characters")).toBeVisible();
    await expect(send).toBeDisabled();
    await page.getByLabel("Message").fill("Love the wheel!");
    await expect(page.getByText("15 / 2,000 characters")).toBeVisible();
    await page.getByLabel(/^Email/).fill("not-an-address");
    await send.click();
    await expect(page.getByText("Email must be a valid address")).toBeVisible();
    await expect(page.getByLabel(/^Email/)).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);

    await page.getByLabel(/^Email/).fill("ada@example.com");
    const stored = page.waitForResponse(
      (r) => r.url().endsWith("/api/feedback") && r.request().method() === "POST",
    );
    await send.click();
    const response = await stored;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      message: "Love the wheel!",
      email: "ada@example.com",
    });
    await expect(toasts(page)).toContainText("Thanks for your feedback!");
    await expect(page.getByLabel("Message")).toHaveValue("");
    await expect(page.getByLabel(/^Email/)).toHaveValue("");
  });

  test("the message stops at 2,000 characters", async ({ page, teacher: _ }) => {
    await page.goto("/useful");
    await page.getByLabel("Message").fill("x".repeat(2100));
    await expect(page.getByLabel("Message")).toHaveValue("x".repeat(2000));
    await expect(page.getByText("2,000 / 2,000 characters")).toBeVisible();
  });

  test("the rate limit shows the server's message", async ({ page, teacher: _ }) => {
    for (let i = 0; i < 5; i++) {
      const res = await page.request.post("/api/feedback", {
        headers: SAME_ORIGIN,
        data: { message: `Note ${i}` },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto("/useful");
    await page.getByLabel("Message").fill("One more thing");
    await page.getByRole("button", { name: "Send Feedback" }).click();
    await expect(toasts(page)).toContainText("Failed to send feedback");
    await expect(toasts(page)).toContainText("Too many messages: please try again later");
    await expect(page.getByLabel("Message")).toHaveValue("One more thing");
  });

  test("with a tip page configured, links to it and shows its QR code", async ({
    page,
    teacher: _,
  }) => {
    const tipUrl = "https://tips.example.com/classcharm";
    await page.route("**/api/config", async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, json: { ...(await res.json()), tipUrl } });
    });
    await page.goto("/useful");
    await expect(
      page.getByText("The suggested tip is $1, and any amount is welcome."),
    ).toBeVisible();
    const link = page.getByRole("link", { name: /Open the tip page/ });
    await expect(link).toHaveAttribute("href", tipUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    const qr = page.getByRole("img", { name: "QR code for the tip page" });
    await expect(qr).toBeVisible();
    expect((await qr.locator("path").getAttribute("d"))?.length).toBeGreaterThan(1000);
    await expectNoAxeViolations(page);
  });
});
