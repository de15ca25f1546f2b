import { describe, expect, it } from "vitest";
import {
  addFurniture,
  doorPlace,
  moveFurniture,
  removeFurniture,
  resize,
  rotateFurniture,
  seatCount,
  setDoor,
  setSeatFlag,
} from "#src/client/features/seating/room-editor/room-edit";
import { drawnCell, seatNumbers } from "#src/client/features/seating/room-view";
import { roomSeats, validateRoom } from "#src/domain/seating/room";
import type { Room } from "#src/domain/seating/room-types";

const ROOM: Room = {
  width: 5,
  depth: 3,
  board: "top",
  furniture: [
    { id: "t", kind: "table-4", x: 0, y: 0, rotation: 0 },
    { id: "d", kind: "desk", x: 4, y: 2, rotation: 0 },
  ],
  overrides: { "t:1": { closed: true }, "d:0": { front: true } },
};

describe("the room editor's changes", () => {
  it("adds a piece at the first free place, or none when none is free", () => {
    const added = addFurniture(ROOM, "pair");
    expect(added?.room.furniture.at(-1)).toEqual({
      id: "f3",
      kind: "pair",
      x: 2,
      y: 0,
      rotation: 0,
    });
    expect(validateRoom(added?.room as Room)).toEqual([]);
    const full = { ...ROOM, width: 2, depth: 2, furniture: [ROOM.furniture[0]] } as Room;
    expect(addFurniture(full, "desk")).toBeNull();
  });

  it("refuses moves and turns that leave the grid, and lets a piece pass over another", () => {
    expect(moveFurniture(ROOM, "t", 4, 0)).toBeNull();
    expect(moveFurniture(ROOM, "t", -1, 0)).toBeNull();
    const over = moveFurniture(ROOM, "d", 1, 1) as Room;
    expect(validateRoom(over)).toEqual([{ code: "overlap", furniture: ["t", "d"], x: 1, y: 1 }]);
    // A table of 4 turned stays 2 × 2; a pair turned at the bottom row would stand off the grid.
    expect(rotateFurniture(ROOM, "t")?.furniture[0]?.rotation).toBe(90);
    const pair: Room = {
      ...ROOM,
      furniture: [{ id: "p", kind: "pair", x: 0, y: 2, rotation: 0 }],
      overrides: {},
    };
    expect(rotateFurniture(pair, "p")).toBeNull();
  });

  it("removes a piece with its seats' settings", () => {
    const left = removeFurniture(ROOM, "t");
    expect(left.furniture.map((f) => f.id)).toEqual(["d"]);
    expect(left.overrides).toEqual({ "d:0": { front: true } });
    expect(validateRoom(left)).toEqual([]);
  });

  it("counts open seats and sets a seat's tags and closing", () => {
    expect(seatCount(ROOM)).toBe(4);
    const opened = setSeatFlag(ROOM, "t:1", "closed", false);
    expect(opened.overrides).toEqual({ "d:0": { front: true } });
    expect(seatCount(opened)).toBe(5);
    const aisle = setSeatFlag(ROOM, "t:0", "aisle", true);
    expect(roomSeats(aisle).find((s) => s.id === "t:0")?.tags).toContain("aisle");
  });

  it("keeps the door on its wall through a resize", () => {
    const door = setDoor(ROOM, "right", 1);
    expect(door.door).toEqual({ x: 4, y: 1 });
    const wider = resize(door, 7, 3);
    expect(wider.door).toEqual({ x: 6, y: 1 });
    expect(doorPlace(wider)).toEqual({ wall: "right", along: 1 });
    expect(validateRoom(wider)).toEqual([]);
    expect(resize(ROOM, 99, 0)).toMatchObject({ width: 40, depth: 1 });
  });
});

describe("where a room is drawn", () => {
  it("turns the room so the board is at the top in the students' view and below in the teacher's", () => {
    const left: Room = { ...ROOM, board: "left", overrides: {} };
    // The cell against the left wall's top end: top right once the board is turned to the top.
    expect(drawnCell(left, "students", 0, 0)).toEqual({ col: 2, row: 0 });
    expect(drawnCell(left, "teacher", 0, 0)).toEqual({ col: 0, row: 4 });
    const right: Room = { ...ROOM, board: "right", overrides: {} };
    expect(drawnCell(right, "students", 4, 0)).toEqual({ col: 0, row: 0 });
    const bottom: Room = { ...ROOM, board: "bottom", overrides: {} };
    expect(drawnCell(bottom, "students", 4, 2)).toEqual({ col: 0, row: 0 });
  });

  it("numbers seats from the front row, then across, in either view", () => {
    const rows: Room = {
      width: 2,
      depth: 2,
      board: "bottom",
      furniture: [
        { id: "back", kind: "pair", x: 0, y: 0, rotation: 0 },
        { id: "front", kind: "pair", x: 0, y: 1, rotation: 0 },
      ],
    };
    // The board at the bottom: the front row is y = 1, and the students' left is x = 1.
    expect([...seatNumbers(rows)]).toEqual([
      ["front:1", 1],
      ["front:0", 2],
      ["back:1", 3],
      ["back:0", 4],
    ]);
  });
});
