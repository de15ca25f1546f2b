import { expect, test } from "vitest";
import { page, userEvent } from "vitest/browser";
import { PasteNamesDialog } from "#src/client/features/students/paste-names-dialog";
import { DEFAULT_ATTRIBUTES } from "#src/domain/students/attributes";
import { fakeApi, json, sent } from "../support/fake-api";
import { NOW, renderSignedIn, TEACHER_ID } from "../support/signed-in";

/** The "First names and last initials only" checkbox of Paste Names (decision 0057). */
const config = (studentNames: "full" | "initials") => ({
  providers: { google: false, oidc: null },
  tipUrl: null,
  classLimit: 5,
  retention: { historyDays: null, attendanceDays: null, inactiveMonths: null },
  studentNames,
});
const preference = (value: boolean) => ({
  user_id: TEACHER_ID,
  preference_key: "last_initials_only",
  preference_value: value,
  updated_at: NOW,
});
const existing = {
  id: "s1",
  name: "Sam P.",
  number: null,
  color: null,
  element: null,
  shape: null,
  class_id: "c1",
  created_at: NOW,
  updated_at: NOW,
  version: 1,
};

function renderPaste() {
  return renderSignedIn(
    <PasteNamesDialog
      open
      onOpenChange={() => {}}
      classId="c1"
      students={[existing]}
      attributes={DEFAULT_ATTRIBUTES}
      balancedDefault={false}
    />,
  );
}

test("ticked, the preview shows first names and last initials, apart, and the choice is remembered", async () => {
  const api = fakeApi({
    "GET /api/config": () => json(config("full")),
    [`GET /api/user-preferences/${TEACHER_ID}`]: () => json([]),
    "POST /api/user-preferences": (body) =>
      json(preference((body as { preference_value: boolean }).preference_value)),
  });
  await renderPaste();
  const box = page.getByRole("checkbox", { name: "First names and last initials only" });
  await expect.element(box).toBeEnabled();
  await expect.element(box).not.toBeChecked();
  await page
    .getByLabelText("Names or spreadsheet rows")
    .fill("Maya Patel\nMaya Perez\nSam Park\n  Ali  ");
  await expect.element(page.getByRole("cell", { name: "Maya Patel" })).toBeVisible();

  await userEvent.click(box);
  await expect.element(box).toBeChecked();
  for (const name of ["Maya Pa.", "Maya Pe.", "Sam Pa.", "Ali"]) {
    await expect.element(page.getByRole("cell", { name, exact: true })).toBeVisible();
  }
  await expect.element(page.getByRole("cell", { name: "Maya Patel" })).not.toBeInTheDocument();
  expect(sent(api.calls, "POST")).toEqual([
    {
      method: "POST",
      path: "/api/user-preferences",
      body: { user_id: TEACHER_ID, preference_key: "last_initials_only", preference_value: true },
    },
  ]);
});

test("set by the school, the checkbox is ticked, locked and says so", async () => {
  fakeApi({
    "GET /api/config": () => json(config("initials")),
    [`GET /api/user-preferences/${TEACHER_ID}`]: () => json([preference(false)]),
  });
  await renderPaste();
  const box = page.getByRole("checkbox", { name: "First names and last initials only" });
  await expect.element(box).toBeChecked();
  await expect.element(box).toBeDisabled();
  await expect
    .element(box)
    .toHaveAccessibleDescription(
      "Your school set this: every new student is saved with first names and last initials only.",
    );
  await page.getByLabelText("Names or spreadsheet rows").fill("Maya Patel");
  await expect.element(page.getByRole("cell", { name: "Maya P.", exact: true })).toBeVisible();
});
