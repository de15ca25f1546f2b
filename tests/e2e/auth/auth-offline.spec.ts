import { expect, test, toasts } from "../support/fixtures";

test("signing in or asking for a reset link with no network says to check the connection", async ({
  page,
  context,
  teacher,
}) => {
  await page.context().clearCookies();
  await page.goto("/auth");
  await page.getByLabel("Email").fill(teacher.email);
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("whatever123");
  await context.setOffline(true);

  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  const advice = "Could not reach ClassCharm. Check your internet connection and try again.";
  await expect(toasts(page)).toContainText(advice);
  await expect(toasts(page)).not.toContainText("Failed to fetch");
  await expect(password).toHaveValue("whatever123");

  await page.getByRole("button", { name: "Forgot password?" }).click();
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(toasts(page)).toContainText(advice);
  await expect(toasts(page)).not.toContainText("Failed to fetch");
});
