import { useState } from "react";
import { expect, test } from "vitest";
import { page, userEvent } from "vitest/browser";
import { RoomEditor } from "#src/client/features/seating/room-editor/room-editor";
import type { Room } from "#src/domain/seating/room-types";
import { framesDrawn, renderSeating } from "./render";

const START: Room = {
  width: 4,
  depth: 3,
  board: "top",
  furniture: [
    { id: "a", kind: "desk", x: 0, y: 0, rotation: 0 },
    { id: "b", kind: "pair", x: 2, y: 2, rotation: 0 },
  ],
};

/** The editor with its room kept as the screen will keep it; every layout handed out is kept. */
function Editor({ seen }: { seen: Room[] }) {
  const [room, setRoom] = useState(START);
  return (
    <RoomEditor
      room={room}
      onChange={(next) => {
        seen.push(next);
        setRoom(next);
      }}
    />
  );
}

const last = (seen: Room[]) => seen[seen.length - 1] as Room;
const said = () => page.getByTestId("room-said");

test("a focused desk moves with the arrow keys, turns with R and goes with Delete, each said aloud", async () => {
  const seen: Room[] = [];
  await renderSeating(<Editor seen={seen} />);
  const desk = page.getByRole("button", { name: "Desk 1, column 1, row 1" });
  (desk.element() as HTMLElement).focus();

  await userEvent.keyboard("{ArrowRight}");
  expect(last(seen).furniture[0]).toMatchObject({ id: "a", x: 1, y: 0 });
  await expect.element(said()).toHaveTextContent("Desk 1 moved to column 2, row 1.");
  // The same piece keeps the focus under its new name.
  await expect.element(page.getByRole("button", { name: "Desk 1, column 2, row 1" })).toHaveFocus();

  // At the top wall, up goes nowhere: nothing changes and the page says why.
  const before = seen.length;
  await userEvent.keyboard("{ArrowUp}");
  expect(seen.length).toBe(before);
  await expect.element(said()).toHaveTextContent("Desk 1 is at the edge of the room.");

  await userEvent.keyboard("{ArrowRight}{ArrowDown}{ArrowDown}");
  expect(last(seen).furniture[0]).toMatchObject({ x: 2, y: 2 });
  await expect.element(said()).toHaveTextContent("It is on top of Pair 1.");
  // The overlap is worded at once.
  await expect
    .element(page.getByTestId("room-errors"))
    .toHaveTextContent("Desk 1 and Pair 1 are on top of each other.");

  await userEvent.keyboard("{ArrowUp}");
  await expect.element(page.getByTestId("room-errors")).not.toBeInTheDocument();

  const pair = page.getByRole("button", { name: "Pair 1, column 3, row 3" });
  (pair.element() as HTMLElement).focus();
  await userEvent.keyboard("{ArrowLeft}r");
  // Turned a quarter, the pair stands two cells deep: it no longer fits the bottom row.
  await expect
    .element(said())
    .toHaveTextContent("Pair 1 can't turn here: it would stick out of the room.");
  await userEvent.keyboard("{ArrowUp}R");
  expect(last(seen).furniture[1]).toMatchObject({ id: "b", x: 1, y: 1, rotation: 90 });
  await expect.element(said()).toHaveTextContent("Pair 1 turned a quarter.");

  await userEvent.keyboard("{Delete}");
  expect(last(seen).furniture.map((f) => f.id)).toEqual(["a"]);
  await expect.element(said()).toHaveTextContent("Pair 1 removed.");
  // The focus goes to the piece left.
  await expect.element(page.getByRole("button", { name: /^Desk 1,/ })).toHaveFocus();
});

test("a seat's tags are set seat by seat, over what the room works out", async () => {
  const seen: Room[] = [];
  await renderSeating(<Editor seen={seen} />);
  await page.getByRole("button", { name: "Desk 1, column 1, row 1" }).click();
  const panel = page.getByRole("region", { name: "Desk 1" });
  const front = panel.getByRole("checkbox", { name: "Front" });
  await expect.element(front).toBeChecked();
  await front.click();
  expect(last(seen).overrides).toEqual({ "a:0": { front: false } });
  await expect.element(front).not.toBeChecked();
  await panel.getByRole("checkbox", { name: "Near the door" }).click();
  expect(last(seen).overrides).toEqual({ "a:0": { front: false, door: true } });
});

test("adding furniture stops at 60 seats", async () => {
  const full: Room = {
    width: 20,
    depth: 10,
    board: "top",
    furniture: Array.from({ length: 10 }, (_, i) => ({
      id: `t${i}`,
      kind: "table-6" as const,
      x: (i % 5) * 4,
      y: Math.floor(i / 5) * 3,
      rotation: 0 as const,
    })),
  };
  await renderSeating(<RoomEditor room={full} onChange={() => {}} />);
  await expect.element(page.getByText("60 seats (at most 60)")).toBeVisible();
  await expect.element(page.getByRole("button", { name: "Add: Single desk" })).toBeDisabled();
});

test("a piece dragged with the mouse lands on the cell it is dropped on", async () => {
  const seen: Room[] = [];
  function Dragged() {
    const [room, setRoom] = useState<Room>({
      ...START,
      furniture: [...START.furniture, { id: "c", kind: "desk", x: 3, y: 0, rotation: 0 }],
    });
    return (
      <RoomEditor
        room={room}
        onChange={(next) => {
          seen.push(next);
          setRoom(next);
        }}
      />
    );
  }
  await renderSeating(<Dragged />);
  const from = page.getByRole("button", { name: "Desk 1, column 1, row 1" }).element();
  const to = page.getByRole("button", { name: "Desk 2, column 4, row 1" }).element();
  const centre = (el: Element) => {
    const box = el.getBoundingClientRect();
    return { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
  };
  // A mouse pressed on the desk, moved a little (the drag starts), then onto the other desk.
  const start = centre(from);
  const end = centre(to);
  const mouse = (type: string, at: { clientX: number; clientY: number }, target: EventTarget) =>
    target.dispatchEvent(
      new MouseEvent(type, { ...at, bubbles: true, cancelable: true, button: 0 }),
    );
  mouse("mousedown", start, from);
  mouse("mousemove", { clientX: start.clientX + 10, clientY: start.clientY }, document);
  await framesDrawn();
  mouse("mousemove", end, document);
  await framesDrawn();
  mouse("mouseup", end, document);
  await expect.poll(() => seen.length).toBe(1);
  expect(last(seen).furniture[0]).toMatchObject({ id: "a", x: 3, y: 0 });
  await expect
    .element(said())
    .toHaveTextContent("Desk 1 moved to column 4, row 1. It is on top of Desk 2.");
});
