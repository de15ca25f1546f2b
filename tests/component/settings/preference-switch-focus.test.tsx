import { expect, test } from "vitest";
import { page, userEvent } from "vitest/browser";
import { PreferenceCard } from "#src/client/features/settings/preference-card";
import { fakeApi, gate, json, sent } from "../support/fake-api";
import { framesDrawn, NOW, renderSignedIn, TEACHER_ID } from "../support/signed-in";

const preference = (value: boolean) => ({
  user_id: TEACHER_ID,
  preference_key: "default_balanced_assignment",
  preference_value: value,
  updated_at: NOW,
});

test("the balanced-assignment switch keeps the keyboard focus while its change saves", async () => {
  // The teacher turned it off earlier (never set, it is on).
  let stored = false;
  const answer = gate();
  const api = fakeApi({
    [`GET /api/user-preferences/${TEACHER_ID}`]: () => json([preference(stored)]),
    "POST /api/user-preferences": async (body) => {
      await answer.opened;
      stored = (body as { preference_value: boolean }).preference_value;
      return json(preference(stored));
    },
  });
  const screen = await renderSignedIn(<PreferenceCard />);
  const toggle = screen.getByRole("switch", { name: "Default balanced assignment" });
  await expect.element(toggle).toBeEnabled();
  await expect.element(toggle).not.toBeChecked();

  await userEvent.tab();
  await expect.element(toggle).toHaveFocus();
  await userEvent.keyboard(" ");
  // Saving: shown on, marked unavailable, and still where the keyboard is once the browser
  // has drawn it (a disabled switch would have dropped the focus to the page).
  await expect.element(toggle).toHaveAttribute("aria-disabled", "true");
  await expect.element(toggle).toBeChecked();
  await framesDrawn();
  expect(document.activeElement).toBe(toggle.element());
  // A second press while it saves sends nothing.
  await userEvent.keyboard(" ");
  await framesDrawn();

  answer.open();
  await expect.element(page.getByText("Preference saved successfully")).toBeVisible();
  await expect.element(toggle).not.toHaveAttribute("aria-disabled");
  await expect.element(toggle).toBeChecked();
  await expect.element(toggle).toHaveFocus();
  expect(sent(api.calls, "POST")).toEqual([
    {
      method: "POST",
      path: "/api/user-preferences",
      body: {
        user_id: TEACHER_ID,
        preference_key: "default_balanced_assignment",
        preference_value: true,
      },
    },
  ]);
});
