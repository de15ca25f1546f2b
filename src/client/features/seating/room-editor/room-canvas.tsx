import {
  DndContext,
  type DragEndEvent,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { t } from "@lingui/core/macro";
import { DoorOpen } from "lucide-react";
import { useRef } from "react";
import type { Room } from "#src/domain/seating/room-types";
import { BoardBar } from "../board-bar";
import { type PieceKey, RoomPiece } from "./room-piece";

/** The board comes first along the flow towards its wall. */
const FLOW = {
  top: "column",
  bottom: "column-reverse",
  left: "row",
  right: "row-reverse",
} as const;

/** A cell of the editor's grid: 44 px, a finger's target. */
const CELL = "2.75rem";

/**
 * The room as drawn by the teacher, the grid as stored (x to the right, y down, never
 * mirrored), the board along its wall and the door marked. Pieces are dragged with a mouse
 * (after 4 px) or a finger (held 200 ms) and land on the nearest cell; focused, they take keys.
 * Scrolls inside its own frame on a narrow screen.
 */
export function RoomCanvas({
  room,
  labels,
  selected,
  faulty,
  seatNumbers,
  hintId,
  onSelect,
  onKey,
  onDrop,
}: {
  room: Room;
  labels: ReadonlyMap<string, string>;
  selected: string | null;
  faulty: ReadonlySet<string>;
  seatNumbers: ReadonlyMap<string, number>;
  hintId: string;
  onSelect: (id: string) => void;
  onKey: (id: string, key: PieceKey) => void;
  /** A piece dragged by (dx, dy) cells. */
  onDrop: (id: string, dx: number, dy: number) => void;
}) {
  const grid = useRef<HTMLDivElement>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
  );
  const closed = new Set(
    Object.entries(room.overrides ?? {}).flatMap(([seat, o]) => (o.closed ? [seat] : [])),
  );
  function onDragEnd({ active, delta }: DragEndEvent) {
    const box = grid.current?.getBoundingClientRect();
    if (!box) return;
    const dx = Math.round(delta.x / (box.width / room.width));
    const dy = Math.round(delta.y / (box.height / room.depth));
    if (dx !== 0 || dy !== 0) onDrop(String(active.id), dx, dy);
  }
  const door = room.door;
  return (
    <div
      className="rounded-card border border-border bg-card p-3"
      style={{ overflow: "auto", maxWidth: "100%", minWidth: 0 }}
    >
      <div
        dir="ltr"
        data-testid="room-canvas"
        className="gap-2"
        style={{ display: "inline-flex", flexDirection: FLOW[room.board] }}
      >
        <BoardBar wall={room.board} />
        <DndContext sensors={sensors} onDragEnd={onDragEnd}>
          <div
            ref={grid}
            className="gap-0.5 rounded-md bg-muted p-0.5"
            style={{
              display: "grid",
              position: "relative",
              gridTemplateColumns: `repeat(${room.width}, ${CELL})`,
              gridTemplateRows: `repeat(${room.depth}, ${CELL})`,
            }}
          >
            {door ? (
              <span
                role="img"
                aria-label={t`Door`}
                data-testid="room-door"
                style={{ gridColumn: door.x + 1, gridRow: door.y + 1 }}
                className="flex items-center justify-center rounded-md border-2 border-dashed border-primary text-primary"
              >
                <DoorOpen aria-hidden="true" className="size-5" />
              </span>
            ) : null}
            {room.furniture.map((piece) => (
              <RoomPiece
                key={piece.id}
                piece={piece}
                label={labels.get(piece.id) ?? piece.id}
                selected={selected === piece.id}
                faulty={faulty.has(piece.id)}
                seatNumbers={seatNumbers}
                closed={closed}
                hintId={hintId}
                onSelect={() => onSelect(piece.id)}
                onKey={(key) => onKey(piece.id, key)}
              />
            ))}
          </div>
        </DndContext>
      </div>
    </div>
  );
}
