import type { Room } from "#src/domain/seating/room-types";
import { BoardBar } from "../board-bar";
import { type ChartView, drawnBox, drawnCell, drawnSize } from "../room-view";
import { ChartSeat, type SeatShown } from "./chart-seat";
import type { SeatChoice } from "./move-to-seat-menu";

const CELL_W = "7.5rem";
const CELL_H = "7rem";

/**
 * The room drawn for a chart: the board at the top (students' view) or the bottom (teacher's
 * view), the furniture behind the seats, each seat in its cell. The drawing is never mirrored
 * (dir="ltr"); each seat's words take the page's direction.
 */
export function ChartGrid({
  room,
  view,
  seats,
  choicesFor,
  onMove,
  onPin,
}: {
  room: Room;
  view: ChartView;
  /** The seats shown, in order. */
  seats: readonly (SeatShown & { x: number; y: number })[];
  choicesFor: (seat: string) => readonly SeatChoice[];
  onMove: (student: string, seat: string) => void;
  onPin?: (student: string, seat: string | null) => void;
}) {
  const { cols, rows } = drawnSize(room);
  // The drawing's geometry is computed, so it is set inline (not by class names).
  const template = {
    display: "grid",
    gridTemplateColumns: `repeat(${cols}, ${CELL_W})`,
    gridTemplateRows: `repeat(${rows}, ${CELL_H})`,
  };
  return (
    <div
      dir="ltr"
      data-testid="chart-room"
      data-view={view}
      className="gap-3"
      style={{
        display: "inline-flex",
        flexDirection: view === "teacher" ? "column-reverse" : "column",
      }}
    >
      <BoardBar wall={view === "students" ? "top" : "bottom"} />
      <div style={{ position: "relative" }}>
        <div
          aria-hidden="true"
          className="gap-1"
          style={{ ...template, position: "absolute", inset: 0 }}
        >
          {room.furniture.map((f) => {
            const box = drawnBox(room, view, f);
            return (
              <div
                key={f.id}
                className="-m-0.5 rounded-lg bg-secondary"
                style={{
                  gridColumn: `${box.col + 1} / span ${box.cols}`,
                  gridRow: `${box.row + 1} / span ${box.rows}`,
                }}
              />
            );
          })}
        </div>
        <ul
          className="gap-1"
          style={{ ...template, position: "relative", margin: 0, padding: 0, listStyle: "none" }}
        >
          {seats.map((shown) => {
            const at = drawnCell(room, view, shown.x, shown.y);
            return (
              <ChartSeat
                key={shown.seat}
                shown={shown}
                choices={choicesFor(shown.seat)}
                style={{ gridColumn: at.col + 1, gridRow: at.row + 1 }}
                onMove={onMove}
                onPin={onPin}
              />
            );
          })}
        </ul>
      </div>
    </div>
  );
}
