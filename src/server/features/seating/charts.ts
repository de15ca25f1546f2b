import type {
  RoomLayout,
  SeatingChartDto,
  SeatingChartSummaryDto,
} from "#src/domain/schemas/seating";
import { MAX_CHARTS_PER_CLASS } from "#src/domain/schemas/seating";
import {
  CHART_LIMIT_MESSAGE,
  CHART_NOT_FOUND,
  chartSeatsProblems,
  ROOM_NOT_FOUND,
  STUDENT_NOT_IN_CLASS,
} from "#src/domain/schemas/seating-messages";
import type { SeatingChartTable } from "#src/server/db/schema";
import { HttpError, limitReached } from "#src/server/errors";
import { classIdsOf, findClassAccess } from "../class-access";
import { type Db, newId, nowIso } from "../repository-kit";
import type { Conditional } from "../versions";

type ChartRow = Omit<SeatingChartTable, "version" | "seat_count"> & {
  version: number | string;
  seat_count: number | string;
};
type SeatRow = SeatingChartDto["seats"][number];

const SUMMARY_COLUMNS = [
  "id",
  "class_id",
  "room_id",
  "name",
  "seat_count",
  "created_at",
  "updated_at",
  "version",
] as const;
const CHART_COLUMNS = [...SUMMARY_COLUMNS, "layout", "seats", "pinned_student_ids"] as const;

const toSummary = (row: Omit<ChartRow, "layout" | "seats" | "pinned_student_ids">) => ({
  id: row.id,
  class_id: row.class_id,
  room_id: row.room_id,
  name: row.name,
  seat_count: Number(row.seat_count),
  created_at: row.created_at,
  updated_at: row.updated_at,
  version: Number(row.version),
});

const toDto = (row: ChartRow): SeatingChartDto => ({
  ...toSummary(row),
  layout: JSON.parse(row.layout) as RoomLayout,
  seats: JSON.parse(row.seats) as SeatRow[],
  pinned_student_ids: JSON.parse(row.pinned_student_ids) as string[],
});

/** A class's saved charts, newest first, without their seats. */
export async function listChartSummaries(
  db: Db,
  classId: string,
): Promise<SeatingChartSummaryDto[]> {
  const rows = await db
    .selectFrom("seating_charts")
    .select(SUMMARY_COLUMNS)
    .where("class_id", "=", classId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toSummary);
}

/** One of the teacher's charts, or 404 (another teacher's too). */
export async function findOwnedChart(
  db: Db,
  teacherId: string,
  chartId: string,
): Promise<SeatingChartDto> {
  const row = await db
    .selectFrom("seating_charts as g")
    .innerJoin("classes as c", "c.id", "g.class_id")
    .select(CHART_COLUMNS.map((c) => `g.${c}` as const))
    .where("g.id", "=", chartId)
    .where("c.id", "in", classIdsOf(db, teacherId))
    .executeTakeFirst();
  if (!row) throw new HttpError(404, CHART_NOT_FOUND);
  return toDto(row);
}

export interface ChartValues {
  name: string;
  room_id: string;
  seats: Record<string, string>;
  pinned_student_ids: string[];
}

/**
 * Saves a chart of the teacher's class (call inside the teacher's transaction): the room must
 * be one of the class's (404), every seat one of the room's open seats and every pinned student
 * seated (400), every student one of the class's (404), and the class must keep fewer than
 * MAX_CHARTS_PER_CLASS charts (409). The room's layout and each student's name and attributes
 * are copied as they are now, in the room's seat order.
 */
export async function insertChart(
  trx: Db,
  teacherId: string,
  classId: string,
  values: ChartValues,
): Promise<SeatingChartDto> {
  const { class: owned } = await findClassAccess(trx, teacherId, classId);
  const room = await trx
    .selectFrom("rooms")
    .select(["id", "layout"])
    .where("id", "=", values.room_id)
    .where("class_id", "=", owned.id)
    .executeTakeFirst();
  if (!room) throw new HttpError(404, ROOM_NOT_FOUND);
  const layout = JSON.parse(room.layout) as RoomLayout;
  const problems = chartSeatsProblems(layout, values.seats, values.pinned_student_ids);
  if (problems.length > 0) throw new HttpError(400, problems);
  const ids = Object.values(values.seats);
  const students =
    ids.length === 0
      ? []
      : await trx
          .selectFrom("students")
          .select(["id as student_id", "name", "number", "color", "element", "shape"])
          .where("class_id", "=", owned.id)
          .where("id", "in", ids)
          .execute();
  if (students.length !== ids.length) throw new HttpError(404, STUDENT_NOT_IN_CLASS);
  const { n } = await trx
    .selectFrom("seating_charts")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("class_id", "=", owned.id)
    .executeTakeFirstOrThrow();
  if (Number(n) >= MAX_CHARTS_PER_CLASS) throw limitReached(CHART_LIMIT_MESSAGE);

  const byId = new Map(students.map((s) => [s.student_id, s]));
  const seatOrder = layoutSeatOrder(layout);
  const seats: SeatRow[] = Object.entries(values.seats)
    .sort(([a], [b]) => (seatOrder.get(a) ?? 0) - (seatOrder.get(b) ?? 0))
    .map(([seat_id, studentId]) => {
      const s = byId.get(studentId) as Omit<SeatRow, "seat_id">;
      return {
        seat_id,
        student_id: s.student_id,
        name: s.name,
        number: s.number === null ? null : Number(s.number),
        color: s.color,
        element: s.element,
        shape: s.shape,
      };
    });
  const at = nowIso();
  const row: ChartRow = {
    id: newId(),
    class_id: owned.id,
    room_id: room.id,
    name: values.name,
    layout: room.layout,
    seats: JSON.stringify(seats),
    pinned_student_ids: JSON.stringify([...new Set(values.pinned_student_ids)]),
    seat_count: seats.length,
    created_at: at,
    updated_at: at,
    version: 1,
  };
  await trx
    .insertInto("seating_charts")
    .values({ ...row, version: 1, seat_count: seats.length })
    .execute();
  return toDto(row);
}

/** Seat id → its place in the layout (furniture in order, then the seat's number). */
function layoutSeatOrder(layout: RoomLayout): Map<string, number> {
  const order = new Map<string, number>();
  for (const f of layout.furniture) {
    for (let n = 0; n < 6; n++) order.set(`${f.id}:${n}`, order.size);
  }
  return order;
}

/**
 * Renames a chart and moves its version on by one, in one conditional statement when
 * `expected` (an If-Match) is given. Answers the chart as the list has it (no seats).
 */
export async function renameChart(
  trx: Db,
  teacherId: string,
  chartId: string,
  name: string,
  expected: number[] | null,
): Promise<Conditional<SeatingChartSummaryDto>> {
  const current = toSummary(await findOwnedChart(trx, teacherId, chartId));
  if (expected && !expected.includes(current.version)) return { conflict: current };
  const updated = await trx
    .updateTable("seating_charts")
    .set((eb) => ({ name, updated_at: nowIso(), version: eb("version", "+", 1) }))
    .where("id", "=", current.id)
    .where("version", "=", current.version)
    .executeTakeFirst();
  const after = toSummary(await findOwnedChart(trx, teacherId, chartId));
  if (Number(updated.numUpdatedRows) === 0) return { conflict: after };
  return { updated: after };
}

/** Deletes one of the teacher's charts; false when there is none (or it is another's). */
export async function deleteOwnedChart(
  trx: Db,
  teacherId: string,
  chartId: string,
): Promise<boolean> {
  const owned = classIdsOf(trx, teacherId);
  const result = await trx
    .deleteFrom("seating_charts")
    .where("id", "=", chartId)
    .where("class_id", "in", owned)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
