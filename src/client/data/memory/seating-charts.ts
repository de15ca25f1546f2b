import { z } from "zod";
import { pathId } from "#src/domain/schemas/common";
import {
  MAX_CHARTS_PER_CLASS,
  type SeatingChartDto,
  type SeatingChartSummaryDto,
  seatingChartInput,
  seatingChartRenameInput,
} from "#src/domain/schemas/seating";
import {
  CHART_CONFLICT,
  CHART_LIMIT_MESSAGE,
  CHART_NOT_FOUND,
  chartSeatsProblems,
  ROOM_NOT_FOUND,
  STUDENT_NOT_IN_CLASS,
} from "#src/domain/schemas/seating-messages";
import type { SeatingSource } from "../seating-source";
import { copyLayout, joined, ofClass } from "./rooms";
import {
  assertVersion,
  findClass,
  httpError,
  limitReached,
  type MemoryStore,
  notFound,
  parse,
} from "./store";

type ChartOps = Pick<
  SeatingSource,
  | "listSeatingCharts"
  | "getSeatingChart"
  | "saveSeatingChart"
  | "renameSeatingChart"
  | "deleteSeatingChart"
>;

const classParams = z.object({ classId: pathId });
const idParams = z.object({ id: pathId });

const copyChart = (chart: SeatingChartDto): SeatingChartDto => ({
  ...chart,
  layout: copyLayout(chart.layout),
  seats: chart.seats.map((s) => ({ ...s })),
  pinned_student_ids: [...chart.pinned_student_ids],
});
const chartSummary = (chart: SeatingChartDto): SeatingChartSummaryDto => ({
  id: chart.id,
  class_id: chart.class_id,
  room_id: chart.room_id,
  name: chart.name,
  seat_count: chart.seat_count,
  created_at: chart.created_at,
  updated_at: chart.updated_at,
  version: chart.version,
});

/**
 * Saved seating charts in the demo, with the server's checks, limit, snapshots and answers:
 * the room's layout and each student copied as they are at the save.
 */
export function chartOps(store: MemoryStore): ChartOps {
  const findChart = (id: string) => {
    const chart = store.seatingCharts.get(id);
    if (!chart) throw notFound(CHART_NOT_FOUND);
    return chart;
  };

  return {
    async listSeatingCharts(classId) {
      parse(classParams, { classId }, "params");
      return ofClass(store.seatingCharts, findClass(store, classId).id).reverse().map(chartSummary);
    },

    async getSeatingChart(id) {
      parse(idParams, { id }, "params");
      return copyChart(findChart(id));
    },

    async saveSeatingChart(classId, input) {
      parse(classParams, { classId }, "params");
      const body = parse(seatingChartInput, input);
      const owned = findClass(store, classId);
      const room = store.rooms.get(body.room_id);
      if (room?.class_id !== owned.id) throw notFound(ROOM_NOT_FOUND);
      const problems = chartSeatsProblems(room.layout, body.seats, body.pinned_student_ids);
      if (problems.length > 0) throw httpError(400, { error: joined(problems) });
      const ids = Object.values(body.seats);
      if (ids.some((id) => store.students.get(id)?.class_id !== owned.id)) {
        throw notFound(STUDENT_NOT_IN_CLASS);
      }
      if (ofClass(store.seatingCharts, owned.id).length >= MAX_CHARTS_PER_CLASS) {
        throw limitReached(CHART_LIMIT_MESSAGE);
      }
      // The room's seat order; each student as they are now.
      const order = new Map<string, number>();
      for (const f of room.layout.furniture) {
        for (let n = 0; n < 6; n++) order.set(`${f.id}:${n}`, order.size);
      }
      const seats = Object.entries(body.seats)
        .sort(([a], [b]) => (order.get(a) ?? 0) - (order.get(b) ?? 0))
        .map(([seat_id, studentId]) => {
          const s = store.students.get(studentId);
          return {
            seat_id,
            student_id: studentId,
            name: s?.name ?? "",
            number: s?.number ?? null,
            color: s?.color ?? null,
            element: s?.element ?? null,
            shape: s?.shape ?? null,
          };
        });
      const now = store.now();
      const chart: SeatingChartDto = {
        id: store.newId("chart"),
        class_id: owned.id,
        room_id: room.id,
        name: body.name,
        seat_count: seats.length,
        layout: copyLayout(room.layout),
        seats,
        pinned_student_ids: [...new Set(body.pinned_student_ids)],
        created_at: now,
        updated_at: now,
        version: 1,
      };
      store.seatingCharts.set(chart.id, chart);
      return copyChart(chart);
    },

    async renameSeatingChart(id, name, options = {}) {
      parse(idParams, { id }, "params");
      const body = parse(seatingChartRenameInput, { name });
      const current = findChart(id);
      assertVersion(current, options.ifMatch, CHART_CONFLICT, chartSummary);
      const renamed = {
        ...current,
        name: body.name,
        updated_at: store.now(),
        version: current.version + 1,
      };
      store.seatingCharts.set(id, renamed);
      return chartSummary(renamed);
    },

    async deleteSeatingChart(id) {
      parse(idParams, { id }, "params");
      if (!store.seatingCharts.delete(id)) throw notFound(CHART_NOT_FOUND);
    },
  };
}
