import type {
  RoomDto,
  SeatingChartDto,
  SeatingChartSummaryDto,
  SeatNeedDto,
} from "#src/domain/schemas/seating";
import { request } from "../lib/request";
import type { SeatingSource } from "./seating-source";

const enc = encodeURIComponent;
const ifMatch = (options: { ifMatch?: number } = {}): Record<string, string> =>
  options.ifMatch === undefined ? {} : { "If-Match": `"${options.ifMatch}"` };
const idempotent = (options: { idempotencyKey?: string } = {}): Record<string, string> =>
  options.idempotencyKey === undefined ? {} : { "Idempotency-Key": options.idempotencyKey };

/** The seating calls of the API (src/domain/schemas/seating.ts), for a signed-in teacher. */
export function httpSeating(): SeatingSource {
  return {
    listRooms: (classId) => request<RoomDto[]>("GET", `/api/classes/${enc(classId)}/rooms`),
    createRoom: (classId, input, options) =>
      request<RoomDto>("POST", `/api/classes/${enc(classId)}/rooms`, {
        body: input,
        headers: idempotent(options),
      }),
    updateRoom: (id, input, options) =>
      request<RoomDto>("PUT", `/api/rooms/${enc(id)}`, { body: input, headers: ifMatch(options) }),
    deleteRoom: (id) => request<void>("DELETE", `/api/rooms/${enc(id)}`),

    listSeatNeeds: (classId) =>
      request<SeatNeedDto[]>("GET", `/api/classes/${enc(classId)}/seat-needs`),
    saveSeatNeeds: (classId, input) =>
      request<SeatNeedDto[]>("PUT", `/api/classes/${enc(classId)}/seat-needs`, { body: input }),

    listSeatingCharts: (classId) =>
      request<SeatingChartSummaryDto[]>("GET", `/api/classes/${enc(classId)}/seating-charts`),
    getSeatingChart: (id) => request<SeatingChartDto>("GET", `/api/seating-charts/${enc(id)}`),
    saveSeatingChart: (classId, input, options) =>
      request<SeatingChartDto>("POST", `/api/classes/${enc(classId)}/seating-charts`, {
        body: input,
        headers: idempotent(options),
      }),
    renameSeatingChart: (id, name, options) =>
      request<SeatingChartSummaryDto>("PATCH", `/api/seating-charts/${enc(id)}`, {
        body: { name },
        headers: ifMatch(options),
      }),
    deleteSeatingChart: (id) => request<void>("DELETE", `/api/seating-charts/${enc(id)}`),
  };
}
