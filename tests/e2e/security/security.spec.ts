import { expect, PASSWORD, test, uniqueEmail } from "../support/fixtures";
import { SAME_ORIGIN } from "../support/same-origin";

/**
 * Security headers (docs/decisions/0007) in a real browser: under the strict Content-Security-Policy the landing page
 * and every tab work with no violation, and the browser talks to no host but the app's.
 */
test("no third-party request and no CSP violation from the landing page through every tab", async ({
  page,
  baseURL,
}) => {
  // Eight page loads, each waiting for the network to go quiet.
  test.slow();
  const origin = new URL(String(baseURL)).origin;
  const foreign: string[] = [];
  page.context().on("request", (request) => {
    const url = new URL(request.url());
    if ((url.protocol === "http:" || url.protocol === "https:") && url.origin !== origin) {
      foreign.push(`${request.method()} ${request.url()}`);
    }
  });
  const cspErrors: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => {
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

  const landing = await page.goto("/");
  expect(landing?.headers()["content-security-policy"]).toContain("script-src 'self'");
  await expect(page.getByRole("link", { name: /Get Started/ }).first()).toBeVisible();
  expect(await violations(), "landing").toEqual([]);

  const email = uniqueEmail("csp");
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    headers: SAME_ORIGIN,
    data: { name: "Csp Teacher", email, password: PASSWORD },
  });
  expect(signUp.status()).toBe(200);
  await page.context().clearCookies();
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByTestId("user-email")).toHaveText(email);

  for (const path of [
    "/",
    "/classes",
    "/students",
    "/groups",
    "/randomizer",
    "/settings",
    "/useful",
  ]) {
    const res = await page.goto(path);
    expect(res?.headers()["content-security-policy"], path).toContain("default-src 'self'");
    await expect(page.getByTestId("user-email")).toHaveText(email);
    await page.waitForLoadState("networkidle");
    expect(await violations(), path).toEqual([]);
  }
  expect(cspErrors).toEqual([]);
  expect(foreign).toEqual([]);
});
