import { roomSeats } from "#src/domain/seating/room";
import type { Room } from "#src/domain/seating/room-types";
import { setAbsentViaApi } from "../support/attendance-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import { printPdf } from "../support/pdf-helpers";
import { importViaApi } from "../support/roster-helpers";
import { SAME_ORIGIN } from "../support/same-origin";
import { chartOnScreen, neighbourPairs } from "../support/seating-helpers";

/**
 * A new teacher's first seating chart, all through the screen: six tables of five for a class of
 * 28, a keep-apart rule and a front-seat need, today's roll, new neighbours twice, a rule that
 * cannot hold, and the printed page.
 */

// biome-ignore format: one roll, read across
const CLASS = [
  "Aisha", "Ben", "Chloe", "Dan", "Ella", "Finn", "Grace", "Hugo", "Isla", "Jack", "Kai", "Lena",
  "Max", "Nia", "Omar", "Priya", "Quinn", "Rosa", "Sam", "Tara", "Umar", "Vera", "Wes", "Xena",
  "Yara", "Zoe", "Leo", "Mia",
];

test.describe("Seating a class of 28", () => {
  test.describe.configure({ timeout: 240_000 });

  test("six tables of five: Aisha and Ben apart, Chloe at the front, two absent, new neighbours twice, a rule that cannot hold, one printed page", async ({
    page,
    teacher: _,
  }) => {
    const created = await page.request.post("/api/classes", {
      headers: SAME_ORIGIN,
      data: { name: "7B" },
    });
    expect(created.status()).toBe(201);
    const klass = (await created.json()) as { id: string };
    await importViaApi(
      page,
      klass.id,
      CLASS.map((name) => ({ name })),
    );
    const students = (await (await page.request.get(`/api/students/${klass.id}`)).json()) as {
      id: string;
      name: string;
    }[];
    const id = new Map(students.map((s) => [s.name, s.id]));
    const nameOf = new Map(students.map((s) => [s.id, s.name]));
    const idOf = (name: string) => id.get(name) as string;

    // Draw the room: six tables of six, one place closed at each (no chair there).
    await page.goto("/seating");
    await page.getByLabel("Class", { exact: true }).selectOption(klass.id);
    await page.getByRole("radio", { name: "Tables of 6" }).check();
    await page.getByLabel("Tables", { exact: true }).fill("6");
    await expect(page.getByTestId("preset-result")).toHaveText("36 seats");
    await page.getByRole("button", { name: "Use this room" }).click();
    for (let n = 1; n <= 6; n++) {
      await page.getByRole("button", { name: new RegExp(`^Table ${n},`) }).click();
      const table = page.getByRole("region", { name: `Table ${n}`, exact: true });
      await table
        .getByRole("group", { name: "Place 6" })
        .getByRole("checkbox", { name: "Closed" })
        .check();
    }
    await expect(page.getByText("30 seats (at most 60)")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Save room" }).click();
    await expect(page.getByLabel("Room", { exact: true })).toBeVisible();
    const rooms = await (await page.request.get(`/api/classes/${klass.id}/rooms`)).json();
    const room = rooms[0].layout as Room;
    const perTable = new Map<string, number>();
    for (const s of roomSeats(room))
      perTable.set(s.furniture, (perTable.get(s.furniture) ?? 0) + 1);
    expect([...perTable.values()]).toEqual([5, 5, 5, 5, 5, 5]);
    const front = new Set(roomSeats(room).flatMap((s) => (s.tags.includes("front") ? [s.id] : [])));
    expect(front.size).toBeGreaterThan(0);

    // "Aisha and Ben apart", added on the Seating tab itself.
    const rules = page.getByRole("region", { name: "Rules" });
    await rules.getByRole("button", { name: "Add rule" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a rule" });
    await expect(dialog.getByRole("radio", { name: /Keep apart/ })).toBeChecked();
    await dialog.getByRole("checkbox", { name: "Aisha" }).check();
    await dialog.getByRole("checkbox", { name: "Ben" }).check();
    await dialog.getByRole("button", { name: "Add rule" }).click();
    await expect(rules.getByTestId("group-rule")).toHaveText(["Keep apart: Aisha, Ben"]);

    // "Chloe near the front".
    await page.getByText("Seat needs", { exact: true }).click();
    await page.getByRole("checkbox", { name: "Chloe: Front" }).check();
    await page.getByRole("button", { name: "Save seat needs" }).click();
    await expect(page.getByText("Seat needs saved.")).toBeVisible();

    const seatButton = page.getByRole("button", { name: "Seat everyone" });
    const summary = page.getByTestId("seating-summary");
    const rulesHold = (chart: Record<string, string>) => {
      const pairs = neighbourPairs(room, chart);
      const [a, b] = [idOf("Aisha"), idOf("Ben")].sort();
      expect(pairs.has(`${a}|${b}`), "Aisha and Ben are neighbours").toBe(false);
      const chloe = Object.entries(chart).find(([, s]) => s === idOf("Chloe"))?.[0] ?? "";
      expect(front.has(chloe), "Chloe is not in a front seat").toBe(true);
    };

    await seatButton.click();
    await expect(summary).toHaveText("28 students seated.");
    const first = await chartOnScreen(page);
    expect(Object.values(first).sort()).toEqual([...id.values()].sort());
    rulesHold(first);

    // Finn and Grace are away today: their seats stay empty.
    await setAbsentViaApi(page, klass.id, [idOf("Finn"), idOf("Grace")]);
    await page.reload();
    await seatButton.click();
    await expect(summary).toHaveText(
      "26 students seated. 2 absent today: their seats stay empty for when they are back.",
    );
    for (const name of ["Finn", "Grace"]) {
      await expect(
        page
          .getByTestId("chart-seat")
          .filter({ has: page.getByRole("button", { name: `Drag ${name} (absent today)` }) }),
      ).toContainText("Absent today");
    }
    const today = await chartOnScreen(page);
    rulesHold(today);
    await page.getByLabel("Chart name").fill("Week 1");
    await page.getByRole("button", { name: "Save chart" }).click();
    await expect(page.getByText('Saved as "Week 1".')).toBeVisible();

    // Change seats twice: each time, the repeats it could not avoid are listed by name, and
    // those are exactly the pairs that sit together again.
    const absent = new Set([idOf("Finn"), idOf("Grace")]);
    const past = [neighbourPairs(room, today)];
    await page.getByRole("checkbox", { name: "Change seats (new neighbours)" }).check();
    let shown = today;
    for (const week of ["Week 2", "Week 3"]) {
      await seatButton.click();
      // New neighbours for every table: the chart on screen is a new one.
      await expect.poll(() => chartOnScreen(page)).not.toEqual(shown);
      await expect(summary).toContainText("26 students seated.");
      const chart = await chartOnScreen(page);
      shown = chart;
      rulesHold(chart);
      const again = [...neighbourPairs(room, chart)].filter((p) => past.some((s) => s.has(p)));
      const present = again.filter((p) => !p.split("|").some((s) => absent.has(s)));
      const listed = await page
        .getByTestId("seating-repeats")
        .getByRole("listitem")
        .allTextContents();
      const named = (pair: string) =>
        pair
          .split("|")
          .map((s) => nameOf.get(s))
          .sort()
          .join(" and ");
      const listedPairs = listed.map((text) =>
        text
          .replace(/[\u2066-\u2069]/g, "")
          .split(" and ")
          .sort()
          .join(" and "),
      );
      expect(listedPairs.sort()).toEqual(expect.arrayContaining(present.map(named)));
      for (const pair of listedPairs) expect(again.map(named)).toContain(pair);
      const count = past.length;
      await expect(summary).toContainText(
        listed.length === 1
          ? "One pair sits together again, as no seating avoids it:"
          : listed.length > 1
            ? `${listed.length} pairs sit together again, as no seating avoids it:`
            : count === 1
              ? "Everyone has new neighbours: no pair from the last saved chart sits together."
              : `Everyone has new neighbours: no pair from the last ${count} saved charts sits together.`,
      );
      await page.getByLabel("Chart name").fill(week);
      await page.getByRole("button", { name: "Save chart" }).click();
      await expect(page.getByText(`Saved as "${week}".`)).toBeVisible();
      past.push(neighbourPairs(room, chart));
    }
    await expectNoAxeViolations(page);

    // Six kept together cannot fit a table of five: said by name, and nobody moves.
    const before = await chartOnScreen(page);
    const six = ["Hugo", "Isla", "Jack", "Kai", "Lena", "Max"];
    await rules.getByRole("button", { name: "Add rule" }).click();
    await dialog.getByRole("radio", { name: /Keep together/ }).check();
    for (const name of six) await dialog.getByRole("checkbox", { name }).check();
    await dialog.getByRole("button", { name: "Add rule" }).click();
    await expect(dialog).toBeHidden();
    await seatButton.click();
    const conflicts = page.getByTestId("seating-conflicts");
    await expect(conflicts).toContainText(
      "are kept together, but the largest table or row here seats only 5.",
    );
    for (const name of six) await expect(conflicts).toContainText(name);
    await expect(conflicts).toContainText("Nobody has moved: the chart below is as it was.");
    expect(await chartOnScreen(page)).toEqual(before);
    await expectNoAxeViolations(page);

    // The chart on one printed page, every present student's name on it.
    await page.getByRole("button", { name: "Print" }).click();
    await expect(page).toHaveURL(/\/print\/seating$/);
    const pdf = await printPdf(page, "css");
    expect(pdf.pages).toBe(1);
    for (const name of CLASS.filter((n) => n !== "Finn" && n !== "Grace")) {
      expect(pdf.flat).toContain(name);
    }
  });
});
