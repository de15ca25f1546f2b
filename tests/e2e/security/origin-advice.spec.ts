import { expect, PASSWORD, test, toasts, uniqueEmail } from "../support/fixtures";

/**
 * A write refused for its origin says on screen what to open or set. The e2e server
 * runs with PUBLIC_URL=http://127.0.0.1:PORT; the page here is opened as localhost instead.
 */
test("signing up at an address other than PUBLIC_URL shows what to open or set", async ({
  page,
}) => {
  const port = process.env.E2E_PORT;
  await page.goto(`http://localhost:${port}/auth?mode=signUp`);
  await page.getByLabel("Name").fill("Ada Lovelace");
  await page.getByLabel("Email").fill(uniqueEmail("elsewhere"));
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(toasts(page)).toContainText(
    `ClassCharm's address is http://127.0.0.1:${port} (PUBLIC_URL): open it there, or set PUBLIC_URL to the address you use.`,
  );
  await expect(page.getByTestId("user-email")).toHaveCount(0);
});
