import { expect, test } from "../support/fixtures";

// Offline is tested here: the offline shell (service worker) runs, as for a teacher.
test.use({ serviceWorkers: "allow" });

test.describe("the Was this Useful? tab's loading, error and offline states", () => {
  test("offline, the tip card says so instead of spinning, and feedback waits for the network with the message kept", async ({
    page,
    context,
    teacher: _,
  }) => {
    await page.goto("/useful");
    await expect(page.locator("html")).toHaveAttribute("data-offline-ready", "true");
    await expect(page.getByTestId("no-tip-url")).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText("Offline: changes are paused")).toBeVisible();
    const tip = page.getByRole("region", { name: "Leave a tip" });
    await expect(tip).toContainText(
      "You are offline. The tip page shows when you are back online.",
    );

    const message = page.getByLabel("Message");
    await message.fill("The wheel is great");
    const send = page.getByRole("button", { name: "Send Feedback" });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription(/Not available while offline/);

    await context.setOffline(false);
    await expect(send).toBeEnabled();
    await expect(message).toHaveValue("The wheel is great");
    await expect(page.getByTestId("no-tip-url")).toBeVisible();
  });

  test("a failed load of the tip page's address says so with Try again, not 'not set up'", async ({
    page,
    teacher: _,
  }) => {
    let fail = true;
    await page.route("**/api/config", (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"x"}' })
        : route.continue(),
    );
    await page.goto("/useful");
    const tip = page.getByRole("region", { name: "Leave a tip" });
    await expect(tip.getByRole("alert")).toContainText("Could not load the tip page");
    await expect(page.getByTestId("no-tip-url")).toHaveCount(0);
    fail = false;
    await tip.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByTestId("no-tip-url")).toBeVisible();
  });
});

test("an address that is not valid takes the keyboard to the field, which says what is wrong", async ({
  page,
  teacher: _,
}) => {
  await page.goto("/useful");
  await page.getByLabel("Message").fill("Love the wheel!");
  const email = page.getByLabel(/^Email/);
  await email.fill("not-an-address");
  await page.getByRole("button", { name: "Send Feedback" }).press("Enter");
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription("Email must be a valid address");
  await expect(page.getByLabel("Message")).toHaveValue("Love the wheel!");
});
