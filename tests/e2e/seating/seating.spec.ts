import { roomSeats } from "#src/domain/seating/room";
import type { Room } from "#src/domain/seating/room-types";
import { classWithStudents, sidewaysOverflow, tabBar } from "../support/app-helpers";
import { setAbsentViaApi } from "../support/attendance-helpers";
import { watchRequests } from "../support/demo-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import { addRuleViaApi } from "../support/group-helpers";
import { expectPaper, printPdf } from "../support/pdf-helpers";
import { importViaApi } from "../support/roster-helpers";
import { SAME_ORIGIN } from "../support/same-origin";
import { chartOnScreen, neighbourSeatPairs } from "../support/seating-helpers";

/** The Seating tab: draw the room, seat the class by its rules, needs and roll, save. */

const NAMES = ["Ava", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo", "Kit", "Lou"];

test.describe("Seating charts", () => {
  test.describe.configure({ timeout: 180_000 });

  test("draw six tables, seat the class by a keep-apart rule, a front need and today's roll, save", async ({
    page,
    teacher: _,
  }) => {
    const { room: klass, ids } = await classWithStudents(page, "Seating", NAMES);
    await addRuleViaApi(page, klass.id, "keep-apart", [ids.Ava as string, ids.Ben as string]);

    await page.goto("/seating");
    await page.getByLabel("Class", { exact: true }).selectOption(klass.id);
    await expect(page.getByRole("heading", { name: "Draw the room" })).toBeVisible();
    await page.getByRole("radio", { name: "Tables of 4" }).check();
    await page.getByLabel("Tables", { exact: true }).fill("6");
    await expect(page.getByTestId("preset-result")).toHaveText("24 seats");
    await page.getByRole("button", { name: "Use this room" }).click();
    await expect(page.getByLabel("Room name")).toHaveValue("Classroom");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Save room" }).click();
    await expect(page.getByLabel("Room", { exact: true })).toBeVisible();

    const rooms = await (await page.request.get(`/api/classes/${klass.id}/rooms`)).json();
    expect(rooms).toHaveLength(1);
    const layout = rooms[0].layout as Room;
    expect(layout.furniture).toHaveLength(6);

    // Cy needs a front seat.
    await page.getByText("Seat needs", { exact: true }).click();
    await page.getByRole("checkbox", { name: "Cy: Front" }).check();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Save seat needs" }).click();
    await expect(page.getByText("Seat needs saved.")).toBeVisible();

    await page.getByRole("button", { name: "Seat everyone" }).click();
    await expect(page.getByRole("button", { name: "Seat everyone" })).toBeEnabled();
    await expect(page.getByTestId("chart-frame")).toBeVisible();
    const chart = await chartOnScreen(page);
    expect(Object.values(chart).sort()).toEqual(Object.values(ids).sort());
    const seatOf = (id: string) => Object.entries(chart).find(([, s]) => s === id)?.[0] ?? "";
    const neighbours = neighbourSeatPairs(layout);
    expect(neighbours.size).toBeGreaterThan(0);
    expect(neighbours.has(`${seatOf(ids.Ava as string)}|${seatOf(ids.Ben as string)}`)).toBe(false);
    const front = new Set(
      roomSeats(layout).flatMap((s) => (s.tags.includes("front") ? [s.id] : [])),
    );
    expect(front.has(seatOf(ids.Cy as string))).toBe(true);
    await expectNoAxeViolations(page);

    // Two absent today: their seats stay empty (kept for when they are back).
    await setAbsentViaApi(page, klass.id, [ids.Dee as string, ids.Eve as string]);
    await page.reload();
    await page.getByRole("button", { name: "Seat everyone" }).click();
    await expect(page.getByRole("button", { name: "Seat everyone" })).toBeEnabled();
    await expect(page.getByTestId("chart-frame")).toBeVisible();
    for (const name of ["Dee", "Eve"]) {
      const seat = page
        .getByTestId("chart-seat")
        .filter({ has: page.getByRole("button", { name: `Drag ${name} (absent today)` }) });
      await expect(seat).toContainText("Absent today");
    }
    await expect(page.getByTestId("chart-frame").getByText("Absent today")).toHaveCount(2);

    const chart2 = await chartOnScreen(page);
    await page.getByLabel("Chart name").fill("Week one");
    await page.getByRole("button", { name: "Save chart" }).click();
    await expect(page.getByText('Saved as "Week one".')).toBeVisible();
    await expect(page.getByTestId("saved-charts")).toContainText("Week one");
    const saved = await (await page.request.get(`/api/classes/${klass.id}/seating-charts`)).json();
    expect(saved.map((c: { name: string }) => c.name)).toEqual(["Week one"]);

    // Present fills the screen; Escape closes it.
    await page.getByRole("button", { name: "Present" }).click();
    const present = page.getByRole("dialog", { name: "Week one" });
    await expect(present.getByTestId("print-chart")).toContainText("Ava");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(present).toBeHidden();

    // Rename, then delete with a question and bring it back with Undo.
    const list = page.getByTestId("saved-charts");
    await list.getByRole("button", { name: "Rename" }).click();
    const rename = page.getByRole("dialog", { name: 'Rename "Week one"' });
    await expectNoAxeViolations(page);
    await rename.getByLabel("Chart name").fill("Week two");
    await rename.getByRole("button", { name: "Rename" }).click();
    await expect(list).toContainText("Week two");
    const download = page.waitForEvent("download");
    await list.getByRole("button", { name: "Export CSV" }).click();
    const csv = await (await download).createReadStream();
    const text = await new Promise<string>((done) => {
      let all = "";
      csv.on("data", (chunk) => {
        all += chunk;
      });
      csv.on("end", () => done(all));
    });
    expect(text.replace(/^\uFEFF/, "").split(/\r?\n/)[0]).toBe("Seat,Student");
    for (const name of NAMES) expect(text).toContain(`"${name}"`);
    await list.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete chart" }).click();
    await expect(page.getByText("No saved charts yet.", { exact: false })).toBeVisible();
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(list).toContainText("Week two");

    // Print: the chart on the print frame's sheet.
    await page.getByRole("button", { name: "Print" }).click();
    await expect(page).toHaveURL(/\/print\/seating$/);
    await expect(page.getByTestId("print-chart")).toContainText("Lou");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/seating$/);
    // Back from print, the chart is as it was left.
    await expect(page.getByTestId("chart-frame")).toBeVisible();
    expect(await chartOnScreen(page)).toEqual(chart2);

    // Open brings the saved chart back as saved.
    await page.getByTestId("saved-charts").getByRole("button", { name: "Open" }).click();
    await expect(page.getByTestId("chart-frame")).toBeVisible();
    expect(await chartOnScreen(page)).toEqual(chart2);

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByTestId("chart-frame")).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  test("signed out, /seating seats the sample class and sends nothing", async ({
    page,
    baseURL,
  }) => {
    const requests = watchRequests(page, baseURL);
    await page.goto("/seating");
    await expect(page.getByLabel("Class", { exact: true })).toHaveValue("sample");
    await expect(page.getByLabel("Room", { exact: true })).toHaveValue(/.+/);
    await page.getByRole("button", { name: "Seat everyone" }).click();
    await expect(page.getByRole("button", { name: "Seat everyone" })).toBeEnabled();
    await expect(page.getByTestId("chart-frame")).toBeVisible();
    expect(Object.keys(await chartOnScreen(page)).length).toBe(20);
    requests.expectNothingSent();
  });

  test("rooms: the tab bar opens Seating, a room saved meanwhile elsewhere is not overwritten, a room is deleted after a question", async ({
    page,
    teacher: _,
  }) => {
    const { room: klass } = await classWithStudents(page, "Rooms", ["Ava", "Ben"]);
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto("/classes");
    await tabBar(page).getByRole("link", { name: "Seating" }).click();
    await expect(page).toHaveURL(/\/seating$/);
    await expect(tabBar(page).getByRole("link", { name: "Seating" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.getByLabel("Class", { exact: true }).selectOption(klass.id);
    await page.getByRole("radio", { name: "Rows of pairs" }).check();
    await page.getByRole("button", { name: "Use this room" }).click();
    await page.getByLabel("Room name").fill("Lab");
    await page.getByRole("button", { name: "Save room" }).click();
    await expect(page.getByLabel("Room", { exact: true })).toHaveValue(/.+/);

    // Edit; meanwhile another device renames the room: Save says so and shows theirs.
    await page.getByRole("button", { name: "Edit room" }).click();
    const [stored] = await (await page.request.get(`/api/classes/${klass.id}/rooms`)).json();
    const other = await page.request.put(`/api/rooms/${stored.id}`, {
      headers: { ...SAME_ORIGIN, "If-Match": `"${stored.version}"` },
      data: { name: "Science lab", layout: stored.layout },
    });
    expect(other.status(), await other.text()).toBe(200);
    await page.getByLabel("Room name").fill("My lab");
    await page.getByRole("button", { name: "Save room" }).click();
    await expect(page.getByRole("alert")).toContainText("changed on another device");
    await expect(page.getByLabel("Room name")).toHaveValue("Science lab");
    await page.getByLabel("Room name").fill("My lab");
    await page.getByRole("button", { name: "Save room" }).click();
    await expect(page.getByLabel("Room", { exact: true }).locator("option:checked")).toHaveText(
      "My lab",
    );

    // Delete asks first; Cancel keeps it.
    await page.getByRole("button", { name: "Delete room" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByLabel("Room", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Delete room" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete room" }).click();
    await expect(page.getByRole("heading", { name: "Draw the room" })).toBeVisible();
    expect(await (await page.request.get(`/api/classes/${klass.id}/rooms`)).json()).toEqual([]);

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole("button", { name: "Use this room" })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.getByRole("button", { name: "Use this room" }).click();
    await expect(page.getByLabel("Room name")).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  test("Change seats avoids the last charts' neighbours and names the repeats it cannot avoid; Close the gaps leaves the absent out", async ({
    page,
    teacher: _,
  }) => {
    const six = ["Ava", "Ben", "Cy", "Dee", "Eve", "Fay"];
    const { room: klass, ids } = await classWithStudents(page, "Repeats", six);
    await page.goto("/seating");
    await page.getByLabel("Class", { exact: true }).selectOption(klass.id);
    await page.getByRole("radio", { name: "Tables of 6" }).check();
    await page.getByLabel("Tables", { exact: true }).fill("1");
    await expect(page.getByTestId("preset-result")).toHaveText("6 seats");
    await page.getByRole("button", { name: "Use this room" }).click();
    await page.getByRole("button", { name: "Save room" }).click();
    const seat = page.getByRole("button", { name: "Seat everyone" });
    await seat.click();
    await expect(seat).toBeEnabled();
    await expect(page.getByTestId("seating-repeats")).toHaveCount(0);
    await page.getByRole("button", { name: "Save chart" }).click();
    await expect(page.getByText(/^Saved as /)).toBeVisible();

    // One table of six: every seating repeats some neighbours, each pair named.
    await page.getByRole("checkbox", { name: "Change seats (new neighbours)" }).check();
    await seat.click();
    await expect(seat).toBeEnabled();
    const repeats = page.getByTestId("seating-repeats");
    await expect(repeats).toBeVisible();
    await expect(repeats.getByRole("listitem").first()).toHaveText(/^\S+ and \S+$/);

    await setAbsentViaApi(page, klass.id, [ids.Ava as string]);
    await page.reload();
    await page.getByRole("checkbox", { name: "Close the gaps" }).check();
    await seat.click();
    await expect(seat).toBeEnabled();
    await expect(page.getByTestId("chart-seat")).toHaveCount(6);
    expect(Object.values(await chartOnScreen(page))).not.toContain(ids.Ava);
    expect(Object.keys(await chartOnScreen(page))).toHaveLength(5);
  });

  test("Mix across tables spreads the chosen attribute over every table", async ({
    page,
    teacher: _,
  }) => {
    const res = await page.request.post("/api/classes", {
      headers: SAME_ORIGIN,
      data: { name: "Mixed" },
    });
    expect(res.status()).toBe(201);
    const klass = (await res.json()) as { id: string };
    // Four Red and four Green: seated at random, half the time a table gets three of one (five
    // seatings all even by chance: 1 in 30).
    const rows = NAMES.slice(0, 8).map((name, i) => ({
      name,
      number: 1,
      color: i < 4 ? "Red" : "Green",
    }));
    await importViaApi(page, klass.id, rows);
    const students = (await (await page.request.get(`/api/students/${klass.id}`)).json()) as {
      id: string;
      color: string;
    }[];
    const colorOf = new Map(students.map((s) => [s.id, s.color]));

    await page.goto("/seating");
    await page.getByLabel("Class", { exact: true }).selectOption(klass.id);
    await page.getByRole("radio", { name: "Tables of 4" }).check();
    await page.getByLabel("Tables", { exact: true }).fill("2");
    await expect(page.getByTestId("preset-result")).toHaveText("8 seats");
    await page.getByRole("button", { name: "Use this room" }).click();
    await page.getByRole("button", { name: "Save room" }).click();
    const mix = page.getByRole("group", { name: "Mix across tables:" });
    await mix.getByRole("checkbox", { name: "Color" }).check();
    const seat = page.getByRole("button", { name: "Seat everyone" });
    for (let run = 0; run < 5; run++) {
      await seat.click();
      await expect(seat).toBeEnabled();
      const chart = await chartOnScreen(page);
      expect(Object.keys(chart)).toHaveLength(8);
      const tables = new Map<string, string[]>();
      for (const [seatId, student] of Object.entries(chart)) {
        const table = seatId.split(":")[0] as string;
        tables.set(table, [...(tables.get(table) ?? []), colorOf.get(student) as string]);
      }
      for (const colors of tables.values()) {
        expect(colors.sort()).toEqual(["Green", "Green", "Red", "Red"]);
      }
    }
  });

  test("a chart of 40 desks prints on one page, A4 or Letter, with every name", async ({
    page,
    teacher: _,
  }) => {
    const res = await page.request.post("/api/classes", {
      headers: SAME_ORIGIN,
      data: { name: "Forty" },
    });
    expect(res.status()).toBe(201);
    const klass = (await res.json()) as { id: string };
    const forty = Array.from({ length: 40 }, (_, i) => `Kid ${String(i + 1).padStart(2, "0")}`);
    await importViaApi(
      page,
      klass.id,
      forty.map((name) => ({ name })),
    );
    await page.goto("/seating");
    await page.getByLabel("Class", { exact: true }).selectOption(klass.id);
    await page.getByRole("radio", { name: "Rows of single desks" }).check();
    await page.getByLabel("Rows", { exact: true }).fill("5");
    await page.getByLabel("Desks in a row", { exact: true }).fill("8");
    await page.getByLabel("An aisle every ... desks (0: none)", { exact: true }).fill("0");
    await expect(page.getByTestId("preset-result")).toHaveText("40 seats");
    await page.getByRole("button", { name: "Use this room" }).click();
    await page.getByRole("button", { name: "Save room" }).click();
    const seat = page.getByRole("button", { name: "Seat everyone" });
    await seat.click();
    await expect(seat).toBeEnabled();
    expect(Object.keys(await chartOnScreen(page))).toHaveLength(40);
    await page.getByRole("button", { name: "Print" }).click();
    await expect(page).toHaveURL(/\/print\/seating$/);
    await expect(page.getByTestId("print-chart")).toContainText("Kid 40");
    for (const paper of ["css", "Letter"] as const) {
      const pdf = await printPdf(page, paper);
      expect(pdf.pages, paper).toBe(1);
      expectPaper(pdf, paper === "css" ? "A4" : "Letter");
      for (const name of forty) expect(pdf.flat, paper).toContain(name);
    }
  });

  test("rules that cannot all hold are named at once, and Place anyway seats everyone listing what breaks", async ({
    page,
    teacher: _,
  }) => {
    const five = ["Ava", "Ben", "Cy", "Dee", "Eve"];
    const { room: klass, ids } = await classWithStudents(page, "Together", five);
    await addRuleViaApi(page, klass.id, "keep-together", Object.values(ids));
    await page.goto("/seating");
    await page.getByLabel("Class", { exact: true }).selectOption(klass.id);
    await page.getByRole("radio", { name: "Tables of 4" }).check();
    await page.getByLabel("Tables", { exact: true }).fill("2");
    await page.getByRole("button", { name: "Use this room" }).click();
    await page.getByRole("button", { name: "Save room" }).click();
    const seat = page.getByRole("button", { name: "Seat everyone" });
    await seat.click();
    const conflicts = page.getByTestId("seating-conflicts");
    await expect(conflicts).toBeVisible();
    await expect(page.getByTestId("chart-frame")).toHaveCount(0);
    await expectNoAxeViolations(page);
    await conflicts.getByRole("button", { name: "Place anyway" }).click();
    await expect(page.getByTestId("chart-frame")).toBeVisible();
    await expect(conflicts).toHaveCount(0);
    await expect(page.getByTestId("chart-broken")).toBeVisible();
    expect(Object.values(await chartOnScreen(page)).sort()).toEqual(Object.values(ids).sort());

    // By keyboard: Ava moves to an empty seat with Move to seat..., then is pinned there.
    const before = await chartOnScreen(page);
    const avaSeat = Object.entries(before).find(([, id]) => id === ids.Ava)?.[0];
    await page.getByRole("button", { name: "Move Ava to seat..." }).focus();
    await page.keyboard.press("Enter");
    const empty = page.getByRole("menuitem", { name: /: empty$/ }).first();
    await expect(empty).toBeVisible();
    await expectNoAxeViolations(page);
    await empty.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("move-said")).not.toBeEmpty();
    const after = await chartOnScreen(page);
    const moved = Object.entries(after).find(([, id]) => id === ids.Ava)?.[0] ?? "";
    expect(moved).not.toBe(avaSeat);
    expect(before[moved]).toBeUndefined();
    await page.getByRole("button", { name: "Pin Ava to this seat" }).focus();
    await page.keyboard.press("Space");
    await expect(page.getByRole("button", { name: "Pin Ava to this seat" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("in Arabic the demo's Seating tab reads right to left, in Arabic, and fits 375 px", async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem("classcharm.language", "ar"));
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/seating");
    await expect(page.locator("html[dir=rtl][lang=ar]")).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "المقاعد", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "إجلاس الجميع" }).click();
    await expect(page.getByTestId("chart-frame")).toBeVisible();
    expect(Object.keys(await chartOnScreen(page))).toHaveLength(20);
    await expect(page.getByRole("button", { name: "حفظ المخطط" })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
  });
});
