import { Trans } from "@lingui/react/macro";
import type { Room } from "#src/domain/seating/room-types";
import type { ChartSeats } from "#src/domain/seating/seating-types";
import { BoardBar } from "../board-bar";
import { type ChartView, drawnBox, drawnCell, drawnSize, seatsInOrder } from "../room-view";
import { seatLabel } from "../words/seat-words";

/** The room on paper: the width and height left on A4 and on Letter, less margins and title. */
export const PAPER_MM = { width: 182, height: 220 } as const;
/** Names are never smaller than this on paper (read from a desk), and at most this. */
export const NAME_PT = { min: 12, max: 18 } as const;

/** Each cell's side on paper and the names' size: the room fills the page, names stay legible. */
export function printScale(room: Room): { cellMm: number; namePt: number } {
  const { cols, rows } = drawnSize(room);
  const cellMm = Math.min(PAPER_MM.width / cols, PAPER_MM.height / rows, 40);
  // A name of 12 pt is about 4.2 mm tall; a cell has room for two or three lines of it.
  const namePt = Math.max(NAME_PT.min, Math.min(NAME_PT.max, Math.floor(cellMm / 1.6)));
  return { cellMm, namePt };
}

export interface PrintStudent {
  id: string;
  name: string;
  /** The teacher's copy shows these under the name ("Red", "Number 2"). */
  attributes?: readonly string[];
}

/**
 * A seating chart on one A4 or Letter page: the students' copy (board at the top, names only)
 * or the teacher's copy (the teacher's view, each student's attributes under the name). Names
 * are at least 12 pt: a 40-seat room fits the page with them. Empty seats stay drawn.
 */
export function PrintChart({
  room,
  chart,
  students,
  copy,
  view = copy === "teacher" ? "teacher" : "students",
}: {
  room: Room;
  chart: ChartSeats;
  students: readonly PrintStudent[];
  copy: "students" | "teacher";
  view?: ChartView;
}) {
  const { cols, rows } = drawnSize(room);
  const { cellMm, namePt } = printScale(room);
  const byId = new Map(students.map((s) => [s.id, s]));
  const rtl = typeof document !== "undefined" && document.dir === "rtl";
  const template = {
    display: "grid",
    gridTemplateColumns: `repeat(${cols}, ${cellMm}mm)`,
    gridTemplateRows: `repeat(${rows}, ${cellMm}mm)`,
  };
  return (
    <div
      dir="ltr"
      data-testid="print-chart"
      className="print-keep gap-[3mm]"
      style={{
        display: "inline-flex",
        flexDirection: view === "teacher" ? "column-reverse" : "column",
      }}
    >
      <BoardBar wall={view === "students" ? "top" : "bottom"} className="h-[8mm]" />
      <div style={{ position: "relative" }}>
        <div aria-hidden="true" style={{ ...template, position: "absolute", inset: 0 }}>
          {room.furniture.map((f) => {
            const box = drawnBox(room, view, f);
            return (
              <div
                key={f.id}
                className="rounded-[1.5mm] border border-foreground/40"
                style={{
                  gridColumn: `${box.col + 1} / span ${box.cols}`,
                  gridRow: `${box.row + 1} / span ${box.rows}`,
                }}
              />
            );
          })}
        </div>
        <ul style={{ ...template, position: "relative", margin: 0, padding: 0, listStyle: "none" }}>
          {seatsInOrder(room).map((seat, i) => {
            const at = drawnCell(room, view, seat.x, seat.y);
            const id = chart[seat.id];
            const student = id === undefined ? undefined : byId.get(id);
            return (
              <li
                key={seat.id}
                dir={rtl ? "rtl" : "ltr"}
                aria-label={seatLabel(i + 1)}
                style={{ gridColumn: at.col + 1, gridRow: at.row + 1 }}
                className="flex min-w-0 flex-col items-center justify-center overflow-hidden p-[1mm] text-center leading-tight"
              >
                {student ? (
                  <span
                    data-testid="print-name"
                    className="font-semibold wrap-anywhere"
                    style={{ fontSize: `${namePt}pt` }}
                  >
                    <bdi>{student.name}</bdi>
                  </span>
                ) : (
                  <span className="text-[9pt] text-muted-foreground">
                    <Trans>Empty</Trans>
                  </span>
                )}
                {copy === "teacher" && student?.attributes?.length ? (
                  <span data-testid="print-attributes" className="text-[9pt] wrap-anywhere">
                    {student.attributes.map((a, k) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a student's values in order
                      <bdi key={k} className="block">
                        {a}
                      </bdi>
                    ))}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
