import { expect, test } from "vitest";
import { page, userEvent } from "vitest/browser";
import { ConfirmDialogHost } from "#src/client/components/ui/confirm-dialog";
import { ShareDialog } from "#src/client/features/sharing/share-dialog";
import { fakeApi, gate, json, sent } from "../support/fake-api";
import { NOW, renderSignedIn, TEACHER_ID } from "../support/signed-in";

const CLASS_ID = "class-1";
const SHARING = `GET /api/classes/${CLASS_ID}/sharing`;
/** The dialog's substitute links (none here: tests/component/substitute covers them). */
const LINKS = { [`GET /api/classes/${CLASS_ID}/substitute-links`]: () => json([]) };

const owner = {
  user_id: TEACHER_ID,
  name: "Ana Owner",
  email: "ana@school.org",
  role: "owner",
  since: NOW,
};
const colleague = {
  user_id: "teacher-2",
  name: "Ben Colleague",
  email: "ben@school.org",
  role: "co-teacher",
  since: NOW,
};
const invitation = {
  id: "invitation-1",
  email: "cara@school.org",
  created_at: NOW,
  expires_at: "2026-12-12T08:00:00.000Z",
};

function renderDialog() {
  return renderSignedIn(
    <>
      <ShareDialog classId={CLASS_ID} className="Period 3" open onOpenChange={() => {}} />
      <ConfirmDialogHost />
    </>,
  );
}

test("inviting shows the link to copy, says whether it was mailed, and lists the invitation", async () => {
  let invitations: (typeof invitation)[] = [];
  const answer = gate();
  const api = fakeApi({
    ...LINKS,
    [SHARING]: () => json({ class_id: CLASS_ID, role: "owner", members: [owner], invitations }),
    [`POST /api/classes/${CLASS_ID}/invitations`]: async () => {
      await answer.opened;
      invitations = [invitation];
      return json(
        { ...invitation, link: "https://app.example/invitations/accept#tok", mailed: false },
        201,
      );
    },
  });
  const screen = await renderDialog();
  const dialog = screen.getByRole("dialog", { name: 'Share "Period 3"' });
  await expect.element(dialog).toBeVisible();
  // Loaded: no invitation yet, the owner alone.
  await expect.element(screen.getByText("No pending invitations.")).toBeVisible();
  await expect
    .element(screen.getByText("No co-teachers yet: invite a colleague above."))
    .toBeVisible();

  const field = screen.getByRole("textbox", { name: "Colleague's e-mail address" });
  // An address that is not one: said at once, nothing sent, focus back on the field.
  await userEvent.fill(field, "not an address");
  await userEvent.click(screen.getByRole("button", { name: "Invite" }));
  await expect.element(screen.getByRole("alert")).toHaveTextContent("Enter a valid e-mail address");
  await expect.element(field).toHaveAttribute("aria-invalid", "true");
  expect(sent(api.calls, "POST")).toEqual([]);

  await userEvent.fill(field, "Cara@School.org");
  await userEvent.keyboard("{Enter}");
  await expect.element(screen.getByRole("button", { name: "Invite" })).toBeDisabled();
  answer.open();
  await expect
    .element(screen.getByRole("textbox", { name: "Invitation link" }))
    .toHaveValue("https://app.example/invitations/accept#tok");
  await expect
    .element(screen.getByRole("status").first())
    .toHaveTextContent("Copy this link and send it to cara@school.org");
  await expect.element(screen.getByRole("button", { name: "Copy link" })).toBeVisible();
  await expect
    .element(screen.getByRole("button", { name: "Withdraw the invitation to cara@school.org" }))
    .toBeVisible();
  expect(sent(api.calls, "POST")[0]?.body).toEqual({ email: "Cara@School.org" });
});

test("a class at its limit says so in words the owner can act on", async () => {
  fakeApi({
    ...LINKS,
    [SHARING]: () => json({ class_id: CLASS_ID, role: "owner", members: [owner], invitations: [] }),
    [`POST /api/classes/${CLASS_ID}/invitations`]: () =>
      json({ error: "This class already has 20 open invitations", code: "limit_reached" }, 409),
  });
  const screen = await renderDialog();
  await userEvent.fill(
    screen.getByRole("textbox", { name: "Colleague's e-mail address" }),
    "dan@school.org",
  );
  await userEvent.click(screen.getByRole("button", { name: "Invite" }));
  await expect
    .element(screen.getByRole("alert"))
    .toHaveTextContent("This class already has 20 open invitations or co-teachers");
});

test("removing a co-teacher asks first, saying it can't be undone", async () => {
  let members = [owner, colleague];
  const api = fakeApi({
    ...LINKS,
    [SHARING]: () => json({ class_id: CLASS_ID, role: "owner", members, invitations: [] }),
    [`DELETE /api/classes/${CLASS_ID}/members/teacher-2`]: () => {
      members = [owner];
      return new Response(null, { status: 204 });
    },
  });
  const screen = await renderDialog();
  await expect.element(screen.getByText("ben@school.org")).toBeVisible();
  await userEvent.click(screen.getByRole("button", { name: "Remove Ben Colleague" }));
  const question = page.getByRole("alertdialog");
  await expect.element(question).toHaveTextContent("Remove Ben Colleague from this class?");
  await expect.element(question).toHaveTextContent("This can't be undone");
  await userEvent.click(question.getByRole("button", { name: "Remove" }));
  await expect
    .element(screen.getByText("No co-teachers yet: invite a colleague above."))
    .toBeVisible();
  expect(sent(api.calls, "DELETE").map((c) => c.path)).toEqual([
    `/api/classes/${CLASS_ID}/members/teacher-2`,
  ]);
});

test("a failed load says so with Try again", async () => {
  fakeApi({
    ...LINKS,
    [SHARING]: () => json({ error: "Server error", code: "server_error" }, 500),
  });
  const screen = await renderDialog();
  await expect
    .element(screen.getByText("Could not load who has access to this class."))
    .toBeVisible();
  await expect.element(screen.getByRole("button", { name: "Try again" })).toBeVisible();
});

test("withdrawing an invitation keeps the keyboard in the dialog, on the address field", async () => {
  let invitations = [invitation];
  fakeApi({
    ...LINKS,
    [SHARING]: () => json({ class_id: CLASS_ID, role: "owner", members: [owner], invitations }),
    "DELETE /api/invitations/invitation-1": () => {
      invitations = [];
      return new Response(null, { status: 204 });
    },
  });
  const screen = await renderDialog();
  const withdraw = screen.getByRole("button", {
    name: "Withdraw the invitation to cara@school.org",
  });
  await userEvent.click(withdraw);
  await expect.element(screen.getByText("No pending invitations.")).toBeVisible();
  await expect
    .element(screen.getByRole("textbox", { name: "Colleague's e-mail address" }))
    .toHaveFocus();
});
