import { afterEach, beforeEach, expect, test } from "vitest";
import { page } from "vitest/browser";
import { SubstitutePage } from "#src/client/features/substitute/substitute-page";
import { fakeApi, json } from "../support/fake-api";
import { renderSignedIn } from "../support/signed-in";

const SESSION = {
  class_id: "class-1",
  class_name: "Period 3",
  starts_on: "2026-11-28",
  ends_on: "2026-11-30",
  owner_name: "Ana Owner",
};
const refused =
  (status: number, reason: string, extra: object = {}) =>
  () =>
    json({ error: reason, reason, ...extra }, status);

let before: string;
beforeEach(() => {
  before = window.location.href;
  window.history.replaceState(null, "", "/substitute#the-token");
});
afterEach(() => window.history.replaceState(null, "", before));

function headersOf(init?: RequestInit): Headers {
  return new Headers(init?.headers);
}

test("the token leaves the address bar, and rides in its header only", async () => {
  const seen: Headers[] = [];
  const original = globalThis.fetch;
  fakeApi({ "GET /api/substitute": () => json(SESSION) });
  const fake = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    seen.push(headersOf(init));
    return fake(input, init);
  };
  try {
    renderSignedIn(<SubstitutePage />);
    await expect
      .element(page.getByRole("heading", { level: 1 }))
      .toHaveTextContent(/Period 3.*substitute access until/);
    expect(window.location.hash).toBe("");
    expect(window.location.pathname).toBe("/substitute");
    expect(seen[0]?.get("x-substitute-token")).toBe("the-token");
    expect(JSON.stringify({ ...window.localStorage, ...window.sessionStorage })).not.toContain(
      "the-token",
    );
  } finally {
    globalThis.fetch = original;
  }
});

for (const [status, reason, heading] of [
  [410, "expired", "This link has ended"],
  [410, "revoked", "This link was turned off by the class's teacher"],
  [404, "", "This link doesn't work — check that it was copied whole"],
] as const) {
  test(`a refused link (${reason || "unknown"}) is a plain page saying so`, async () => {
    fakeApi({ "GET /api/substitute": refused(status, reason) });
    renderSignedIn(<SubstitutePage />);
    await expect.element(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect.element(page.getByRole("link")).not.toBeInTheDocument();
  });
}

test("a link not open yet names its first day", async () => {
  fakeApi({ "GET /api/substitute": refused(403, "not_started", { starts_on: "2026-12-01" }) });
  renderSignedIn(<SubstitutePage />);
  await expect.element(page.getByRole("heading", { level: 1 })).toHaveTextContent(/opens on .*1/);
});

test("the PIN screen says a wrong PIN, and too many tries, then opens the class", async () => {
  let answer = refused(401, "pin_required");
  const api = fakeApi({ "GET /api/substitute": () => answer() });
  renderSignedIn(<SubstitutePage />);
  const field = page.getByLabelText("PIN", { exact: true });
  await expect.element(field).toHaveAttribute("inputmode", "numeric");
  await field.fill("12");
  await page.getByRole("button", { name: "Open the class" }).click();
  await expect.element(page.getByRole("alert")).toHaveTextContent("The PIN is 6 digits.");
  expect(api.calls).toHaveLength(1);
  answer = refused(401, "wrong_pin");
  await field.fill("111111");
  await page.getByRole("button", { name: "Open the class" }).click();
  await expect.element(page.getByRole("alert")).toHaveTextContent("That PIN is not right.");
  answer = refused(429, "too_many_tries");
  await field.fill("222222");
  await page.getByRole("button", { name: "Open the class" }).click();
  await expect.element(page.getByRole("alert")).toHaveTextContent("Wait 15 minutes");
  answer = () => json(SESSION);
  await field.fill("123456");
  await page.getByRole("button", { name: "Open the class" }).click();
  await expect.element(page.getByRole("tab", { name: "Roll" })).toBeVisible();
});

test("a refusal on a later click replaces the page at once", async () => {
  let students = () =>
    json([{ id: "s1", name: "Ann", number: null, color: null, element: null, shape: null }]);
  fakeApi({
    "GET /api/substitute": () => json(SESSION),
    "GET /api/substitute/students": () => students(),
    "GET /api/substitute/attendance": () =>
      json({
        class_id: "class-1",
        day: "x",
        absent_student_ids: [],
        version: 0,
        updated_at: null,
        marked_by: null,
      }),
    "PUT /api/substitute/attendance": refused(410, "revoked"),
  });
  renderSignedIn(<SubstitutePage />);
  await page.getByRole("button", { name: "Ann" }).click();
  await expect
    .element(page.getByRole("heading", { name: "This link was turned off by the class's teacher" }))
    .toBeVisible();
  await expect.element(page.getByText("Ann")).not.toBeInTheDocument();
  students = () => json([]);
});

test("reloaded, the page keeps nothing and says to open the link again", async () => {
  window.history.replaceState(null, "", "/substitute");
  const api = fakeApi({});
  renderSignedIn(<SubstitutePage />);
  await expect.element(page.getByRole("heading", { name: "Open the link again" })).toBeVisible();
  expect(api.calls).toHaveLength(0);
});

test("quick taps on the roll are saved one after another, each from the last version", async () => {
  const matches: (string | null)[] = [];
  let version = 0;
  const roll = (absent: string[]) => ({
    class_id: "class-1",
    day: "x",
    absent_student_ids: absent,
    version,
    updated_at: null,
    marked_by: null,
  });
  const student = (id: string, name: string) => ({
    id,
    name,
    number: null,
    color: null,
    element: null,
    shape: null,
  });
  fakeApi({
    "GET /api/substitute": () => json(SESSION),
    "GET /api/substitute/students": () => json([student("s1", "Ann"), student("s2", "Ben")]),
    "GET /api/substitute/attendance": () => json(roll([])),
    "PUT /api/substitute/attendance": (body) => {
      version += 1;
      return json(roll((body as { absent_student_ids: string[] }).absent_student_ids));
    },
  });
  const fake = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    if (init?.method === "PUT") matches.push(headersOf(init).get("if-match"));
    return fake(input, init);
  };
  try {
    renderSignedIn(<SubstitutePage />);
    await page.getByRole("button", { name: "Ann" }).click();
    await page.getByRole("button", { name: "Ben" }).click();
    await expect.element(page.getByText("0 present, 2 absent")).toBeVisible();
    await expect.poll(() => matches).toEqual(['"0"', '"1"']);
  } finally {
    globalThis.fetch = fake;
  }
});
