import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { resizeViewport } from "../support/app-helpers";
import { expect, expectNoAxeViolations } from "../support/fixtures";
import type { FlowWords } from "./flow-words";

/**
 * One screen of the main flow in a language: the page's language and direction, axe, and no
 * sideways scroll on a phone (375 px) or a laptop (1280 px). With SHOTS set to a folder, every
 * screen is also saved there at 375x812, 1280x800 and 1920x1080, as a teacher sees it (the
 * window, scrolled to the screen's subject), to be looked at; CI leaves it unset and writes
 * nothing.
 */

const PHONE = { width: 375, height: 812 } as const;
const LAPTOP = { width: 1280, height: 800 } as const;
const WIDE = { width: 1920, height: 1080 } as const;

const shots = process.env.SHOTS;

/** Whether the page scrolls sideways (the document wider than its window). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth > root.clientWidth;
  });

export function screens(page: Page, words: FlowWords) {
  let index = 0;
  if (shots) mkdirSync(shots, { recursive: true });
  return {
    /**
     * Checks the screen as it is now. `shown` waits for what the screen must show (it runs
     * again after each resize, which may redraw the screen). `subject`: what a picture of the
     * screen is scrolled to (else the page's top).
     */
    async check(screen: string, shown: () => Promise<void>, subject?: Locator): Promise<void> {
      index++;
      const html = page.locator("html");
      await expect(html).toHaveAttribute("lang", words.code);
      await expect(html).toHaveAttribute("dir", words.dir);
      await shown();
      await expectNoAxeViolations(page);
      for (const size of shots ? [PHONE, LAPTOP, WIDE] : [PHONE, LAPTOP]) {
        await resizeViewport(page, size);
        await shown();
        await expect
          .poll(() => scrollsSideways(page), `${screen}: sideways scroll at ${size.width} px`)
          .toBe(false);
        if (shots) {
          const name = `${words.code}-${String(index).padStart(2, "0")}-${screen}-${size.width}x${size.height}.png`;
          if (subject) await subject.scrollIntoViewIfNeeded();
          else await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({ path: join(shots, name) });
        }
      }
      await resizeViewport(page, LAPTOP);
      await shown();
    },
  };
}

/** The phone's and the laptop's sizes, for steps that resize on their own. */
export const SIZES = { PHONE, LAPTOP } as const;
