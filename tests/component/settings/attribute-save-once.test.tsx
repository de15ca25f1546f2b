import { expect, test } from "vitest";
import { type Locator, page, userEvent } from "vitest/browser";
import { AttributeEditor } from "#src/client/features/settings/attribute-editor";
import { DEFAULT_ATTRIBUTES } from "#src/domain/students/attributes";
import { type Call, fakeApi, gate, json, sent } from "../support/fake-api";
import { NOW, renderSignedIn, TEACHER_ID } from "../support/signed-in";

/** The Shape card, opened for editing and renamed "Figure"; its save is held until `open()`. */
async function editShape() {
  const answer = gate();
  const api = fakeApi({
    "POST /api/teacher-settings": async (body) => {
      await answer.opened;
      const stored = { ...(body as object), id: "setting-1", description: null, version: 1 };
      return json({ ...stored, option_colors: {}, created_at: NOW, updated_at: NOW }, 201);
    },
  });
  const screen = await renderSignedIn(
    <AttributeEditor definition={DEFAULT_ATTRIBUTES.shape} setting={undefined} />,
  );
  await screen.getByRole("button", { name: "Edit Shape" }).click();
  const name = screen.getByLabelText("Display name");
  await expect.element(name).toHaveFocus();
  await userEvent.fill(name, "Figure");
  return { api, open: answer.open, save: screen.getByRole("button", { name: "Save" }), screen };
}

async function savedOnce(calls: Call[], edit: Locator) {
  await expect.element(page.getByText("Settings saved successfully")).toBeVisible();
  // The form is gone: the keyboard is back on the Edit button that opened it.
  await expect.element(edit).toHaveFocus();
  expect(sent(calls, "POST")).toEqual([
    {
      method: "POST",
      path: "/api/teacher-settings",
      body: expect.objectContaining({
        user_id: TEACHER_ID,
        attribute_name: "shape",
        display_name: "Figure",
      }),
    },
  ]);
}

test("a double-click on an attribute's Save saves it once", async () => {
  const { api, open, save, screen } = await editShape();
  await save.dblClick();
  await expect.element(screen.getByRole("button", { name: "Saving..." })).toBeDisabled();
  open();
  await savedOnce(api.calls, screen.getByRole("button", { name: "Edit Shape" }));
});

test("a second click that comes before Saving... is drawn sends nothing more", async () => {
  const { api, open, save, screen } = await editShape();
  // Both clicks in one task: React has not drawn the disabled Save between them, the worst
  // case of a quick double-click on a busy machine.
  const button = save.element() as HTMLButtonElement;
  button.click();
  button.click();
  await expect.element(screen.getByRole("button", { name: "Saving..." })).toBeDisabled();
  open();
  await savedOnce(api.calls, screen.getByRole("button", { name: "Edit Shape" }));
});
