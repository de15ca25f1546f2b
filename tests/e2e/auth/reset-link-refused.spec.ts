import { expect, test, toasts } from "../support/fixtures";

test("a reset link the server refuses turns the page into Request a new link, with the focus on it", async ({
  page,
}) => {
  await page.goto("/auth/reset-password?token=not-a-real-token");
  const password = page.getByLabel("New password", { exact: true });
  await password.fill("a brand new secret");
  await password.press("Enter");
  await expect(toasts(page)).toContainText(/invalid|expired/i);

  await expect(page.getByRole("heading", { name: "Reset link not valid" })).toBeVisible();
  const newLink = page.getByRole("link", { name: "Request a new link" });
  await expect(newLink).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
});
