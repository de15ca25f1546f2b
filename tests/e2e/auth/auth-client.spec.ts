/**
 * The shell reads the session with one fetch; Better Auth's client (its own chunk)
 * is downloaded only by the actions that use it, and each of them still works.
 */
import type { Page } from "@playwright/test";
import { expect, test, toasts } from "../support/fixtures";

const AUTH_CLIENT_CHUNK = /\/assets\/auth-client-[\w-]+\.js$/;

/** Every request for Better Auth's client chunk from now on. */
function clientChunkRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (AUTH_CLIENT_CHUNK.test(request.url())) seen.push(request.url());
  });
  return seen;
}

test("a signed-in teacher's tabs (Settings too) load no Better Auth client; Sign Out signs out without it", async ({
  page,
  teacher,
}) => {
  const chunks = clientChunkRequests(page);
  await page.goto("/classes");
  await expect(page.getByTestId("user-email")).toHaveText(teacher.email);
  await expect(page.getByRole("heading", { name: "My Classes" })).toBeVisible();
  await page.goto("/students");
  await expect(page.getByRole("heading", { name: "Students", level: 1 })).toBeVisible();
  // Settings reads the sign-in methods without it: the password form shows, no client loaded.
  await page.goto("/settings");
  await expect(page.getByRole("button", { name: "Change password" })).toBeVisible();
  expect(chunks).toEqual([]);

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/\?signed-out$/);
  await expect(page.getByRole("link", { name: /Get Started/ }).first()).toBeVisible();
  // One plain request (docs/decisions/0029): the click does not wait for 11.5 KB to download.
  expect(chunks).toEqual([]);
  expect(await (await page.request.get("/api/auth/get-session")).json()).toBeNull();
});

test("the sign-in page fetches the client while shown; Sign in with Google goes to Google", async ({
  page,
}) => {
  const chunks = clientChunkRequests(page);
  let authorize: URL | null = null;
  await page.route(/accounts\.google\.com/, async (route) => {
    authorize = new URL(route.request().url());
    await route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Google</h1>" });
  });
  await page.goto("/auth");
  await expect.poll(() => chunks.length).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  await expect(page.getByRole("heading", { name: "Google" })).toBeVisible();
  const url = authorize as URL | null;
  expect(url?.searchParams.get("client_id")).toBe("gclient.apps.example");
  expect(url?.searchParams.get("redirect_uri")).toMatch(/\/api\/auth\/callback\/google$/);
});

test("forgot password and a reset link that is not valid answer through the client", async ({
  page,
  teacher,
}) => {
  await page.context().clearCookies();
  await page.goto("/auth");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await page.getByLabel("Email").fill(teacher.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(toasts(page)).toContainText("Check your email");

  await page.goto("/auth/reset-password?token=not-a-real-token");
  await page.getByLabel("New password", { exact: true }).fill("a brand new secret");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(toasts(page)).toContainText(/invalid|expired/i);
});

test("a name changed in one tab shows in the teacher's other tab (Better Auth's storage message)", async ({
  page,
  teacher,
}) => {
  const other = await page.context().newPage();
  await other.goto("/settings");
  const otherName = other.getByRole("main").getByLabel("Your name");
  await expect(otherName).toHaveValue(teacher.name);

  await page.goto("/settings");
  const name = page.getByRole("main").getByLabel("Your name");
  await name.fill("Ms Frizzle");
  await name.press("Enter");
  await expect(toasts(page)).toContainText("Name saved");
  await expect(otherName).toHaveValue("Ms Frizzle");
  await other.close();
});

test("the session check starts with the page, before the app's code has arrived, and is made once", async ({
  page,
  teacher,
}) => {
  let codeArrived = false;
  const checks: Array<"before the code" | "after"> = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/auth/get-session") {
      checks.push(codeArrived ? "after" : "before the code");
    }
  });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/classes", { waitUntil: "commit" });
  await expect.poll(() => checks).toEqual(["before the code"]);
  codeArrived = true;
  release();
  await expect(page.getByTestId("user-email")).toHaveText(teacher.email);
  await expect(page.getByRole("heading", { name: "My Classes" })).toBeVisible();
  // The app's first check took the preloaded answer: no second request.
  expect(checks).toEqual(["before the code"]);
});
