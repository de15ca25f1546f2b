import type {
  RoomDto,
  RoomInput,
  SeatingChartDto,
  SeatingChartInput,
  SeatingChartSummaryDto,
  SeatNeedDto,
  SeatNeedsInput,
} from "#src/domain/schemas/seating";

/** `If-Match` (see source.ts `UpdateOptions`). */
interface VersionOption {
  ifMatch?: number;
}
/** `Idempotency-Key` (see source.ts `ImportOptions`). */
interface KeyOption {
  idempotencyKey?: string;
}

/**
 * Seating: a class's rooms (seat layouts), its students' seat needs and its saved seating
 * charts (docs/product.md#seating-charts; the API of src/domain/schemas/seating.ts). Part of
 * the DataSource, the same in the app (HTTP) and the demo (in memory).
 */
export interface SeatingSource {
  /** The class's rooms, oldest first. */
  listRooms(classId: string): Promise<RoomDto[]>;
  /** A layout that is no room answers 400 naming each problem; a retry with its key adds once. */
  createRoom(classId: string, input: RoomInput, options?: KeyOption): Promise<RoomDto>;
  /** Rename or redraw; `ifMatch` is the version edited (a stale one answers 409 with the room). */
  updateRoom(id: string, input: RoomInput, options?: VersionOption): Promise<RoomDto>;
  /** Its saved charts keep their copy of the layout (their room_id becomes null). */
  deleteRoom(id: string): Promise<void>;

  /** The class's students with a seat need. */
  listSeatNeeds(classId: string): Promise<SeatNeedDto[]>;
  /** The whole list in one write (students left out have no need); answers it as stored. */
  saveSeatNeeds(classId: string, input: SeatNeedsInput): Promise<SeatNeedDto[]>;

  /** The class's saved charts, newest first, as summaries (no seats). */
  listSeatingCharts(classId: string): Promise<SeatingChartSummaryDto[]>;
  /** One saved chart with its layout and seats as saved. */
  getSeatingChart(id: string): Promise<SeatingChartDto>;
  /** A retry sent with the first attempt's key saves once (its answer replayed). */
  saveSeatingChart(
    classId: string,
    input: SeatingChartInput,
    options?: KeyOption,
  ): Promise<SeatingChartDto>;
  renameSeatingChart(
    id: string,
    name: string,
    options?: VersionOption,
  ): Promise<SeatingChartSummaryDto>;
  deleteSeatingChart(id: string): Promise<void>;
}

/** Query keys of the seating reads (the API's paths as key parts, like source.ts `queryKeys`). */
export const seatingQueryKeys = {
  rooms: (classId: string) => ["/api/rooms", classId] as const,
  seatNeeds: (classId: string) => ["/api/seat-needs", classId] as const,
  seatingCharts: (classId: string) => ["/api/seating-charts", classId] as const,
  /** One saved chart with its seats (its seats never change once saved). */
  seatingChart: (id: string) => ["/api/seating-charts", { id }] as const,
};
