import { useState } from "react";
import { expect, test } from "vitest";
import { page, userEvent } from "vitest/browser";
import { type ChartChange, ChartView } from "#src/client/features/seating/chart/chart-view";
import type { GroupRule } from "#src/domain/grouping/rule-types";
import type { Room } from "#src/domain/seating/room-types";
import type { ChartSeats } from "#src/domain/seating/seating-types";
import { renderSeating } from "./render";

/** Three single desks side by side, the board at the top: seats 1, 2 and 3 from the left. */
const ROW: Room = {
  width: 3,
  depth: 1,
  board: "top",
  furniture: ["a", "b", "c"].map((id, x) => ({
    id,
    kind: "desk" as const,
    x,
    y: 0,
    rotation: 0 as const,
  })),
};
const STUDENTS = [
  { id: "ava", name: "Ava" },
  { id: "ben", name: "Ben" },
  { id: "cy", name: "Cy" },
];
const START: ChartSeats = { "a:0": "ava", "b:0": "ben", "c:0": "cy" };
const APART: GroupRule[] = [{ kind: "keep-apart", studentIds: ["ava", "cy"] }];

function Chart({ changes, room = ROW }: { changes: ChartChange[]; room?: Room }) {
  const [chart, setChart] = useState(START);
  return (
    <ChartView
      room={room}
      chart={chart}
      students={STUDENTS}
      rules={APART}
      onChange={(change) => {
        changes.push(change);
        setChart(change.chart);
      }}
    />
  );
}

test("Move to seat... swaps two students by keyboard and says in words the rule the move breaks", async () => {
  const changes: ChartChange[] = [];
  await renderSeating(<Chart changes={changes} />);
  await expect.element(page.getByText("This chart keeps every rule, need and pin.")).toBeVisible();

  const trigger = page.getByRole("button", { name: "Move Ava to seat..." });
  (trigger.element() as HTMLElement).focus();
  // Escape closes the menu with nothing moved, the focus back on its button.
  await userEvent.keyboard("{Enter}");
  await expect.element(page.getByRole("menu")).toBeVisible();
  await userEvent.keyboard("{Escape}");
  await expect.element(page.getByRole("menu")).not.toBeInTheDocument();
  await expect.element(trigger).toHaveFocus();
  await userEvent.keyboard("{Enter}");
  const menu = page.getByRole("menu");
  await expect.element(menu.getByRole("menuitem", { name: "Seat 2: Ben (swap)" })).toHaveFocus();
  await expect.element(menu.getByRole("menuitem")).toHaveLength(2);
  await userEvent.keyboard("{Enter}");

  expect(changes).toEqual([
    {
      chart: { "a:0": "ben", "b:0": "ava", "c:0": "cy" },
      broken: [{ kind: "keep-apart", rule: 0, pairs: [["ava", "cy"]] }],
      newlyBroken: [{ kind: "keep-apart", rule: 0, pairs: [["ava", "cy"]] }],
    },
  ]);
  await expect
    .element(page.getByTestId("move-said"))
    .toHaveTextContent(
      "Ava moved to seat 2, and Ben to seat 1. This move breaks: Ava and Cy sit side by side, but a rule keeps them apart.",
    );
  await expect
    .element(page.getByTestId("chart-broken"))
    .toHaveTextContent("Ava and Cy sit side by side, but a rule keeps them apart.");
  // The focus follows Ava to her new seat.
  await expect.element(page.getByRole("button", { name: "Move Ava to seat..." })).toHaveFocus();
  const seat2 = page.getByRole("listitem", { name: "Seat 2" });
  await expect.element(seat2.getByRole("button", { name: "Drag Ava" })).toBeVisible();
});

test("a student is dragged to a seat with the keyboard, and the drop is said with what it breaks", async () => {
  const changes: ChartChange[] = [];
  await renderSeating(<Chart changes={changes} />);
  const cy = page.getByRole("button", { name: "Drag Cy" });
  (cy.element() as HTMLElement).focus();
  await userEvent.keyboard(" ");
  const live = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? "";
  await expect.poll(live).toContain("Picked up Cy.");
  await userEvent.keyboard("{ArrowLeft}");
  await expect.poll(live).toContain("Cy is over Seat 2, where Ben sits.");
  await userEvent.keyboard(" ");
  expect(changes.map((c) => c.chart)).toEqual([{ "a:0": "ava", "b:0": "cy", "c:0": "ben" }]);
  await expect
    .element(page.getByTestId("move-said"))
    .toHaveTextContent(
      "Cy moved to seat 2, and Ben to seat 3. This move breaks: Ava and Cy sit side by side, but a rule keeps them apart.",
    );
  // Said aloud as it is shown.
  await expect.poll(live).toContain("Cy moved to seat 2, and Ben to seat 3. This move breaks:");
});

test("the teacher's view turns the room round: the board below, seat 1 on the right", async () => {
  await renderSeating(<Chart changes={[]} />);
  const seat = (n: number) =>
    (
      page.getByRole("listitem", { name: `Seat ${n}` }).element() as HTMLElement
    ).getBoundingClientRect();
  expect(seat(1).left).toBeLessThan(seat(3).left);
  await page.getByRole("switch", { name: "Students' view (the board at the top)" }).click();
  await expect.element(page.getByTestId("chart-room")).toHaveAttribute("data-view", "teacher");
  expect(seat(1).left).toBeGreaterThan(seat(3).left);
  const board = (page.getByTestId("room-board").element() as HTMLElement).getBoundingClientRect();
  expect(board.top).toBeGreaterThanOrEqual(seat(1).bottom);
});

test("at 375 px a wide room scrolls inside its frame, never the page", async () => {
  await page.viewport(375, 700);
  try {
    const wide: Room = {
      width: 9,
      depth: 1,
      board: "top",
      furniture: Array.from({ length: 9 }, (_, x) => ({
        id: `desk${x}`,
        kind: "desk" as const,
        x,
        y: 0,
        rotation: 0 as const,
      })),
    };
    await renderSeating(
      <ChartView
        room={wide}
        chart={{ "desk0:0": "ava", "desk8:0": "ben" }}
        students={[
          { id: "ava", name: "آمنة" },
          { id: "ben", name: "Benedetta Maria Alessandra" },
        ]}
        onChange={() => {}}
      />,
    );
    const frame = page.getByTestId("chart-frame").element() as HTMLElement;
    expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    // Names of any script are set apart from the words around them.
    const arabic = page.getByText("آمنة").element();
    expect(arabic.tagName).toBe("BDI");
  } finally {
    await page.viewport(1280, 800);
  }
});

test("right to left, the room is not mirrored while the words in it read right to left", async () => {
  const { i18n } = await import("@lingui/core");
  const { messages: ar } = await import("#src/locales/ar.po");
  const { messages: en } = await import("#src/locales/en.po");
  i18n.loadAndActivate({ locale: "ar", messages: ar });
  document.dir = "rtl";
  try {
    await renderSeating(<Chart changes={[]} />);
    const seat = (n: number) => page.getByRole("listitem", { name: `المقعد ${n}` });
    const left = (n: number) => (seat(n).element() as HTMLElement).getBoundingClientRect().left;
    // Seat 1 stays on the students' left, as in the room.
    expect(left(1)).toBeLessThan(left(3));
    await expect.element(seat(1)).toHaveAttribute("dir", "rtl");
    await expect.element(page.getByTestId("chart-room")).toHaveAttribute("dir", "ltr");
    await expect.element(seat(1).getByRole("button", { name: "سحب Ava" })).toBeVisible();
  } finally {
    document.dir = "ltr";
    i18n.loadAndActivate({ locale: "en", messages: en });
  }
});

test("a pin keeps a student on their seat: pressed, it is shown and handed out", async () => {
  const pins: [string, string | null][] = [];
  await renderSeating(
    <ChartView
      room={ROW}
      chart={START}
      students={STUDENTS}
      pinned={new Map([["ben", "b:0"]])}
      absent={new Set(["cy"])}
      onChange={() => {}}
      onPin={(student, seat) => pins.push([student, seat])}
    />,
  );
  const ben = page.getByRole("button", { name: "Pin Ben to this seat" });
  await expect.element(ben).toHaveAttribute("aria-pressed", "true");
  await ben.click();
  await page.getByRole("button", { name: "Pin Ava to this seat" }).click();
  expect(pins).toEqual([
    ["ben", null],
    ["ava", "a:0"],
  ]);
  // An absent student keeps the seat, empty today.
  const seat3 = page.getByRole("listitem", { name: "Seat 3" });
  await expect.element(seat3).toHaveTextContent("Absent today");
  await expect.element(seat3.getByRole("button", { name: "Drag Cy (absent today)" })).toBeVisible();
});
