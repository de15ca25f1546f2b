import { expect, test, toasts } from "../support/fixtures";

test("Forgot password? keeps the typed address and the keyboard focus, there and back", async ({
  page,
  teacher,
}) => {
  await page.context().clearCookies();
  await page.goto("/auth");
  const email = page.getByLabel("Email");
  await email.fill(teacher.email);
  await page.getByLabel("Password", { exact: true }).fill("not the password");
  await page.getByRole("button", { name: "Sign In", exact: true }).press("Enter");
  await expect(toasts(page)).toContainText(/invalid/i);

  // The wrong password: the teacher asks for a reset link from the keyboard.
  await page.getByRole("button", { name: "Forgot password?" }).press("Enter");
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toHaveValue(teacher.email);
  await page.keyboard.press("Enter");
  await expect(toasts(page)).toContainText("Check your email");

  // Back on the sign-in form, the address is still there and has the focus.
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toHaveValue(teacher.email);
});
