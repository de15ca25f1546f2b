import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useId, useMemo, useRef, useState } from "react";
import { numberText } from "#src/client/i18n/format";
import { roomSeats, validateRoom } from "#src/domain/seating/room";
import { type FurnitureKind, MAX_SEATS, type Room } from "#src/domain/seating/room-types";
import { seatNumbers } from "../room-view";
import { furnitureLabels, kindText } from "../words/seat-words";
import { RoomCanvas } from "./room-canvas";
import {
  addFurniture,
  moveFurniture,
  removeFurniture,
  rotateFurniture,
  seatCount,
  setSeatFlag,
} from "./room-edit";
import { RoomErrors } from "./room-errors";
import type { PieceKey } from "./room-piece";
import { RoomToolbar } from "./room-toolbar";
import { SeatTagsPanel } from "./seat-tags-panel";

/** "column 3, row 2" of a cell (counted from 1, from the top left as drawn). */
function cellText(x: number, y: number): string {
  const col = numberText(x + 1);
  const row = numberText(y + 1);
  return t`column ${col}, row ${row}`;
}

/**
 * The room editor: add, move, turn and remove furniture with a mouse, a finger or the keys (a
 * focused piece moves with the arrow keys, R turns it, Delete removes it; each change is said in
 * the live region), mark the board and the door, set each seat's tags, and see at once what is
 * wrong with the room. Controlled: `onChange` gets every new layout.
 */
export function RoomEditor({ room, onChange }: { room: Room; onChange: (room: Room) => void }) {
  const id = useId();
  const [selected, setSelected] = useState<string | null>(null);
  const [said, setSaid] = useState("");
  const frame = useRef<HTMLDivElement>(null);
  const labels = useMemo(() => furnitureLabels(room), [room]);
  const numbers = useMemo(() => seatNumbers(room), [room]);
  const errors = useMemo(() => validateRoom(room), [room]);
  const seats = useMemo(() => new Map(roomSeats(room).map((s) => [s.id, s])), [room]);
  const faulty = new Set(
    errors.flatMap((e) =>
      e.code === "overlap" ? e.furniture : e.code === "off-grid" ? [e.furniture] : [],
    ),
  );
  const nameOf = (piece: string) => labels.get(piece) ?? piece;
  const closed = new Set(
    Object.entries(room.overrides ?? {}).flatMap(([seat, o]) => (o.closed ? [seat] : [])),
  );
  const pieceLabels = new Map(
    room.furniture.map((f) => [f.id, `${nameOf(f.id)}, ${cellText(f.x, f.y)}`]),
  );

  const say = (text: string) => setSaid(text);
  /** Where a moved piece now lands on another, said after the move. */
  const overlapText = (next: Room, piece: string) => {
    const on = validateRoom(next).flatMap((e) =>
      e.code === "overlap" && e.furniture.includes(piece)
        ? e.furniture.filter((f) => f !== piece)
        : [],
    );
    if (on.length === 0) return "";
    const other = furnitureLabels(next).get(on[0] as string) ?? "";
    return ` ${t`It is on top of ${other}.`}`;
  };

  function move(piece: string, dx: number, dy: number) {
    const f = room.furniture.find((p) => p.id === piece);
    if (!f) return;
    const name = nameOf(piece);
    const next = moveFurniture(room, piece, f.x + dx, f.y + dy);
    if (!next) {
      say(t`${name} is at the edge of the room.`);
      return;
    }
    const where = cellText(f.x + dx, f.y + dy);
    onChange(next);
    say(t`${name} moved to ${where}.` + overlapText(next, piece));
  }

  function rotate(piece: string) {
    const name = nameOf(piece);
    const next = rotateFurniture(room, piece);
    if (!next) {
      say(t`${name} can't turn here: it would stick out of the room.`);
      return;
    }
    onChange(next);
    say(t`${name} turned a quarter.` + overlapText(next, piece));
  }

  function remove(piece: string) {
    const name = nameOf(piece);
    const rest = room.furniture.filter((f) => f.id !== piece);
    onChange(removeFurniture(room, piece));
    setSelected(null);
    say(t`${name} removed.`);
    // The focus goes to the next piece, or to the room when it was the last.
    const index = room.furniture.findIndex((f) => f.id === piece);
    const next = rest[Math.min(index, rest.length - 1)];
    requestAnimationFrame(() => {
      const target = next
        ? frame.current?.querySelector<HTMLElement>(`[data-piece="${CSS.escape(next.id)}"]`)
        : frame.current;
      target?.focus();
    });
  }

  function onKey(piece: string, key: PieceKey) {
    if (key.kind === "move") move(piece, key.dx, key.dy);
    else if (key.kind === "rotate") rotate(piece);
    else remove(piece);
  }

  function add(kind: FurnitureKind) {
    const added = addFurniture(room, kind);
    const what = kindText(kind);
    if (!added) {
      say(t`${what}: there is no free place for it. Make the room bigger or move furniture.`);
      return;
    }
    onChange(added.room);
    setSelected(added.id);
    const name = furnitureLabels(added.room).get(added.id) ?? what;
    say(t`${name} added.`);
  }

  const piece = room.furniture.find((f) => f.id === selected) ?? null;
  const count = numberText(seatCount(room));
  const max = numberText(MAX_SEATS);
  return (
    <div ref={frame} tabIndex={-1} className="grid min-w-0 gap-4 outline-none">
      <RoomToolbar room={room} onChange={onChange} onAdd={add} />
      <p className="text-sm text-muted-foreground">
        <Trans>
          {count} seats (at most {max})
        </Trans>
      </p>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        <Trans>
          Drag a piece, or focus it and use the arrow keys to move it, R to turn it and Delete to
          remove it.
        </Trans>
      </p>
      <RoomCanvas
        room={room}
        labels={pieceLabels}
        selected={selected}
        faulty={faulty}
        seatNumbers={numbers}
        hintId={`${id}-hint`}
        onSelect={setSelected}
        onKey={onKey}
        onDrop={move}
      />
      <p role="status" aria-live="polite" className="sr-only" data-testid="room-said">
        {said}
      </p>
      <RoomErrors errors={errors} nameOf={nameOf} />
      {piece ? (
        <SeatTagsPanel
          piece={piece}
          label={nameOf(piece.id)}
          seats={seats}
          closed={closed}
          onRotate={() => rotate(piece.id)}
          onRemove={() => remove(piece.id)}
          onFlag={(seat, flag, on) => onChange(setSeatFlag(room, seat, flag, on))}
        />
      ) : null}
    </div>
  );
}
