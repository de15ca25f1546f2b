import type { Page } from "@playwright/test";
import { createClassViaApi, createStudentViaApi, tabBar } from "../support/app-helpers";
import {
  expect,
  expectNoAxeViolations,
  INTRO_COMPLETED_KEY,
  PASSWORD,
  test,
  uniqueEmail,
} from "../support/fixtures";
import { SAME_ORIGIN } from "../support/same-origin";

// Offline is tested here: the offline shell (service worker) runs, as for a teacher.
test.use({ serviceWorkers: "allow" });

/** Every value the page's browser storage holds, as one string. */
const storedText = (page: Page) =>
  page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));

/**
 * docs/product.md#offline and docs/decisions/0058-sharing-a-class.md: a class shared with the
 * teacher is mirrored like one of their own, for read-only use offline.
 */
test("a co-teacher's shared class and its students show offline after a reload, read-only", async ({
  page,
  teacher: _,
  browser,
  baseURL,
}) => {
  // Two accounts, two browsers and the offline shell's install: more than one page's work.
  test.slow();
  // The owner, in their own browser: a class with two students, shared with this teacher.
  const ownerContext = await browser.newContext({
    baseURL,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(String(baseURL)).origin,
          localStorage: [{ name: INTRO_COMPLETED_KEY, value: "true" }],
        },
      ],
    },
  });
  const owner = await ownerContext.newPage();
  const signedUp = await owner.request.post("/api/auth/sign-up/email", {
    data: { name: "Olga Owner", email: uniqueEmail("owner"), password: PASSWORD },
    headers: SAME_ORIGIN,
  });
  expect(signedUp.status()).toBe(200);
  const room = await createClassViaApi(owner, "Shared Science", "Lab 2");
  await createStudentViaApi(owner, room.id, "Quentin Shared");
  await createStudentViaApi(owner, room.id, "Rosa Mirror");
  const invited = await owner.request.post(`/api/classes/${room.id}/invitations`, {
    data: { email: "co-teacher@example.com" },
    headers: SAME_ORIGIN,
  });
  expect(invited.status()).toBe(201);
  const link = ((await invited.json()) as { link: string }).link;
  const accepted = await page.request.post("/api/invitations/accept", {
    data: { token: link.slice(link.indexOf("#") + 1) },
    headers: SAME_ORIGIN,
  });
  expect(accepted.status()).toBe(200);
  await ownerContext.close();

  // The co-teacher opens the shared class once while online.
  await page.goto("/classes");
  const card = page.getByRole("article", { name: "Shared Science" });
  await expect(card).toContainText("Shared by Olga Owner");
  await expect(page.locator("html")).toHaveAttribute("data-offline-ready", "true", {
    timeout: 30_000,
  });
  await card.getByRole("button", { name: "Open Shared Science" }).click();
  await expect(page).toHaveURL(/\/students$/);
  await expect(page.getByText("Quentin Shared").first()).toBeVisible();
  await expect.poll(() => storedText(page)).toContain("Rosa Mirror");
  await expect.poll(() => storedText(page)).toContain("Shared Science");

  await context(page).setOffline(true);
  await page.reload();
  const banner = page.getByRole("status").filter({ hasText: "Offline: changes are paused" });
  await expect(banner).toBeVisible();
  await expect(page.getByText("Quentin Shared").first()).toBeVisible();
  await expect(page.getByText("Rosa Mirror").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Student" })).toBeDisabled();
  await expectNoAxeViolations(page);

  await tabBar(page).getByRole("link", { name: "My Classes" }).click();
  await expect(card).toContainText("Shared by Olga Owner");
  await expect(card).toContainText("Lab 2");
  await expect(card.getByRole("button", { name: "Leave Shared Science" })).toBeDisabled();
  await expect(banner).toBeVisible();
  await expectNoAxeViolations(page);
  await context(page).setOffline(false);
});

const context = (page: Page) => page.context();
