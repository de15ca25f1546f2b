import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Helpers for the tutorial's specs (tests/e2e/tutorial/). */

export const STEP_TITLES = [
  "Welcome to ClassCharm!",
  "Create Your Classes",
  "Add Your Students",
  "Build Groups",
  "Spin the Wheel",
  "Bring a Whole Class In",
] as const;

/** The tutorial's popover (a dialog named by its step's title). */
export const coachMark = (page: Page) => page.locator("[data-tutorial-step]");

/** The lit window over the highlighted control. */
export const spotlight = (page: Page) => page.locator('[data-tutorial-spotlight="on"]');

/** The spotlight's room around the control, in px (tutorial-spotlight.tsx). */
const PAD = 6;

/**
 * Checks that the step's spotlight sits on `targets` (their common box), that each target is
 * visible, and that the popover stays on the screen.
 */
export async function expectHighlighted(page: Page, targets: readonly Locator[]): Promise<void> {
  for (const target of targets) await expect(target).toBeVisible();
  await expect(spotlight(page)).toBeVisible();
  await expect
    .poll(async () => {
      const boxes = await Promise.all(targets.map((t) => t.boundingBox()));
      const light = await spotlight(page).boundingBox();
      if (!light || boxes.some((b) => !b)) return "not drawn";
      const real = boxes as { x: number; y: number; width: number; height: number }[];
      const left = Math.min(...real.map((b) => b.x));
      const top = Math.min(...real.map((b) => b.y));
      const right = Math.max(...real.map((b) => b.x + b.width));
      const bottom = Math.max(...real.map((b) => b.y + b.height));
      const off = Math.max(
        Math.abs(light.x + PAD - left),
        Math.abs(light.y + PAD - top),
        Math.abs(light.x + light.width - PAD - right),
        Math.abs(light.y + light.height - PAD - bottom),
      );
      return off <= 2 ? "on target" : `off by ${off.toFixed(1)} px`;
    })
    .toBe("on target");
  await expectOnScreen(page);
}

/**
 * The popover lies wholly inside the window with nothing of it scrolled out of sight (its
 * buttons in view), and the page does not scroll sideways.
 */
export async function expectOnScreen(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const box = await coachMark(page).boundingBox();
      const view = page.viewportSize();
      if (!box || !view) return "not drawn";
      const inside =
        box.x >= 0 &&
        box.y >= 0 &&
        box.x + box.width <= view.width &&
        box.y + box.height <= view.height;
      const hidden = await coachMark(page).evaluate((el) => {
        const box = el.getBoundingClientRect();
        return [...el.querySelectorAll("button")]
          .filter((b) => {
            const r = b.getBoundingClientRect();
            return r.top < box.top || r.bottom > box.bottom || r.bottom > window.innerHeight;
          })
          .map((b) => b.textContent);
      });
      if (hidden.length > 0) return `buttons out of sight: ${hidden.join(", ")}`;
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      return inside && sideways === 0
        ? "fits"
        : `${JSON.stringify(box)} in ${view.width}x${view.height}, sideways ${sideways}`;
    })
    .toBe("fits");
}

/** Answers `GET /api/config` as the server does, but as if it had no Google credentials. */
export async function withoutGoogle(page: Page): Promise<void> {
  await page.route("**/api/config", async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    await route.fulfill({
      response,
      json: { ...config, providers: { ...config.providers, google: false } },
    });
  });
}
