import { useDraggable } from "@dnd-kit/core";
import type { KeyboardEvent } from "react";
import { numberText } from "#src/client/i18n/format";
import { cn } from "#src/client/lib/cn";
import { seatCells } from "#src/domain/seating/furniture";
import type { Furniture } from "#src/domain/seating/room-types";

/** What a piece does with a key: move a cell, turn, remove (room-editor.tsx carries it out). */
export type PieceKey =
  | { kind: "move"; dx: number; dy: number }
  | { kind: "rotate" }
  | { kind: "remove" };

const STEPS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** The key's action on a focused piece; arrows are physical (the room is never mirrored). */
export function pieceKey(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey">,
): PieceKey | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const step = STEPS[event.key];
  if (step) return { kind: "move", dx: step[0], dy: step[1] };
  if (event.key === "r" || event.key === "R") return { kind: "rotate" };
  if (event.key === "Delete" || event.key === "Backspace") return { kind: "remove" };
  return null;
}

/**
 * One piece of furniture on the editor's grid: a button (focus it and use the keys, or drag it
 * with a mouse or a finger), its seats drawn inside with their numbers, closed seats crossed.
 */
export function RoomPiece({
  piece,
  label,
  selected,
  faulty,
  seatNumbers,
  closed,
  hintId,
  onSelect,
  onKey,
}: {
  piece: Furniture;
  label: string;
  selected: boolean;
  /** Overlapping or outside the grid: drawn in the error colour. */
  faulty: boolean;
  seatNumbers: ReadonlyMap<string, number>;
  closed: ReadonlySet<string>;
  hintId: string;
  onSelect: () => void;
  onKey: (key: PieceKey) => void;
}) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: piece.id,
  });
  const cells = seatCells(piece);
  const minX = Math.min(...cells.map((c) => c.x));
  const minY = Math.min(...cells.map((c) => c.y));
  const cols = Math.max(...cells.map((c) => c.x)) - minX + 1;
  const rows = Math.max(...cells.map((c) => c.y)) - minY + 1;
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-roledescription={undefined}
      aria-describedby={hintId}
      aria-pressed={selected}
      aria-label={label}
      data-piece={piece.id}
      onClick={onSelect}
      onKeyDown={(event) => {
        const key = pieceKey(event);
        if (!key) return;
        event.preventDefault();
        onKey(key);
      }}
      style={{
        display: "grid",
        position: "relative",
        gridColumn: `${minX + 1} / span ${cols}`,
        gridRow: `${minY + 1} / span ${rows}`,
        gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`,
        gridTemplateRows: `repeat(${rows}, minmax(0, 1fr))`,
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
      }}
      className={cn(
        "relative grid cursor-grab touch-none gap-px rounded-md border-2 bg-secondary p-px",
        "text-xs text-secondary-foreground active:cursor-grabbing",
        selected ? "border-primary ring-2 ring-primary" : "border-border",
        faulty && "border-destructive bg-destructive/15",
        isDragging && "z-20 shadow-soft",
      )}
    >
      {cells.map((c, n) => {
        const seat = `${piece.id}:${n}`;
        const number = seatNumbers.get(seat);
        return (
          <span
            key={seat}
            aria-hidden="true"
            style={{ gridColumn: c.x - minX + 1, gridRow: c.y - minY + 1 }}
            className={cn(
              "flex items-center justify-center rounded-sm bg-card",
              closed.has(seat) && "bg-muted text-muted-foreground line-through",
            )}
          >
            {closed.has(seat) ? "×" : number === undefined ? "" : numberText(number)}
          </span>
        );
      })}
    </button>
  );
}
