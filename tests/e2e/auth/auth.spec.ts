import {
  expect,
  expectNoAxeViolations,
  PASSWORD,
  test,
  toasts,
  uniqueEmail,
} from "../support/fixtures";

test.describe("signing up, in and out", () => {
  test("a new teacher signs up through the form, stays signed in on reload, and signs out", async ({
    page,
  }) => {
    const email = uniqueEmail("signup");
    await page.goto("/auth");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Don't have an account? Sign Up" }).click();
    await page.getByLabel("Name").fill("Ada Lovelace");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();

    await expect(toasts(page)).toContainText(
      "Account created! You should be logged in automatically.",
    );
    await expect(page.getByTestId("user-email")).toHaveText(email);
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByTestId("user-email")).toHaveText(email);

    await page.evaluate(() => {
      localStorage.setItem("leftover", "1");
      sessionStorage.setItem("leftover", "1");
    });
    await page.getByRole("button", { name: "Sign Out" }).click();
    // The landing page says so, with no script, and keeps saying it.
    await expect(page).toHaveURL(/\/\?signed-out$/);
    await expect(page.getByRole("status").first()).toHaveText(
      "You are signed out of ClassCharm on this device.",
    );
    await expect(page).toHaveTitle(/^Signed out \| ClassCharm/);
    await expect(page.locator("script")).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveURL(/\/\?signed-out$/);
    await expect(page.getByText("You are signed out of ClassCharm on this device.")).toBeVisible();
    await expect(page.getByRole("link", { name: /Get Started/ }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    const session = await page.request.get("/api/auth/get-session");
    expect(await session.json()).toBeNull();
  });

  test("a teacher signs in with the right password", async ({ page, browser, baseURL }) => {
    const email = uniqueEmail("signin");
    const setup = await browser.newContext({ baseURL });
    await setup.request.post("/api/auth/sign-up/email", {
      data: { name: "Bea", email, password: PASSWORD },
      headers: { origin: String(baseURL) },
    });
    await setup.close();

    await page.goto("/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByTestId("user-email")).toHaveText(email);
  });

  test("a wrong password shows an error and keeps the visitor signed out", async ({
    page,
    teacher,
  }) => {
    await page.context().clearCookies();
    await page.goto("/auth");
    await page.getByLabel("Email").fill(teacher.email);
    await page.getByLabel("Password", { exact: true }).fill("not the password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(toasts(page)).toContainText("Invalid email or password");
    await expect(page).toHaveURL(/\/auth/);
    await expect(page.getByTestId("user-email")).toHaveCount(0);
  });

  test("an empty field asks for both e-mail and password", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("Email").fill("someone@example.com");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(toasts(page)).toContainText("Please enter both email and password");
  });

  test("the dashboard sends a signed-out visitor to sign in, and back afterwards", async ({
    page,
    teacher,
  }) => {
    await page.context().clearCookies();
    await page.goto("/dashboard/classes");
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard%2Fclasses/);
    await page.getByLabel("Email").fill(teacher.email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/classes$/);
    await expect(page.getByTestId("user-email")).toHaveText(teacher.email);
  });

  test("an unknown path shows 404 Page Not Found with a way home", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByText("404 Page Not Found")).toBeVisible();
    await page.getByRole("link", { name: /home/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the sign-in screen fits a phone without sideways scrolling @phone", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/auth");
    await expect(page.getByLabel("Email")).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expectNoAxeViolations(page);
  });
});
