import { expect, type Locator, type Page } from "@playwright/test";
import { parseOneRoster } from "#src/domain/roster/oneroster";
import type { RosterImportResult } from "#src/domain/schemas/rosters";
import {
  type FixtureClass,
  type OneRosterVersion,
  oneRosterTexts,
  oneRosterZip,
  threeClasses,
} from "../../support/oneroster-fixtures";
import { SAME_ORIGIN } from "./same-origin";

/** Helpers for the OneRoster import specs. */

export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/** A OneRoster export as a zip the file input takes (built with fflate from the fixtures). */
export function exportZip(
  version: OneRosterVersion = "1.2",
  classes: FixtureClass[] = threeClasses(),
  name = `oneroster-${version}.zip`,
): UploadFile {
  const zip = oneRosterZip(oneRosterTexts(version, classes), "export/");
  return { name, mimeType: "application/zip", buffer: Buffer.from(zip) };
}

/** The export's classes.csv, users.csv and enrollments.csv as three files. */
export function exportCsvFiles(
  version: OneRosterVersion,
  classes: FixtureClass[] = threeClasses(),
): UploadFile[] {
  const texts = oneRosterTexts(version, classes);
  return (["classes.csv", "users.csv", "enrollments.csv"] as const).map((name) => ({
    name,
    mimeType: "text/csv",
    buffer: Buffer.from(texts[name], "utf8"),
  }));
}

export const rosterDialog = (page: Page) =>
  page.getByRole("dialog", { name: "Import from OneRoster" });

/** The export's file input in the dialog. */
export const rosterFileInput = (dialog: Locator) => dialog.getByLabel("OneRoster export");

/** A roster class's checkbox in the dialog, by its title. */
export const classCheckbox = (dialog: Locator, title: string) =>
  dialog.getByRole("checkbox", { name: new RegExp(`^${title}\\b`) });

/** The review's part for one roster class: its heading reads "<title> → <target>". */
export const reviewOf = (dialog: Locator, title: string) =>
  dialog.getByRole("region", { name: new RegExp(`^${title} `) });

/** Imports classes of a fixture export through the API, as new classes. */
export async function importViaApi(
  page: Page,
  titles: readonly string[],
  classes: FixtureClass[] = threeClasses(),
): Promise<RosterImportResult> {
  const parsed = parseOneRoster(oneRosterTexts("1.2", classes));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const chosen = parsed.roster.classes.filter((c) => titles.includes(c.title));
  const res = await page.request.post("/api/roster-imports", {
    headers: SAME_ORIGIN,
    data: {
      source: "oneroster",
      dry_run: false,
      classes: chosen.map((c) => ({
        external_id: c.sourcedId,
        title: c.title,
        target_class_id: null,
        students: c.students.map((s) => ({ external_id: s.sourcedId, name: s.name })),
      })),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as RosterImportResult;
}

/** Presses Tab until `target` has focus (at most `max` times). */
export async function tabUntil(page: Page, target: Locator, max = 30): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}
