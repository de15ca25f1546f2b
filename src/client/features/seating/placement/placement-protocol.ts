/**
 * Placing students off the main thread: the page posts a `PlacementRequest` (the room, the class
 * and the options as plain data) to placement-worker.ts, which answers with placeStudents'
 * result. The same function answers in the worker and, when no worker can run, on the main
 * thread, so both give the same chart for the same seed.
 */
import type { WorkerReply } from "#src/client/lib/use-worker-request";
import { seededRandom } from "#src/domain/random";
import { placeStudents } from "#src/domain/seating/place";
import type { Room, SeatTag } from "#src/domain/seating/room-types";
import type {
  PastChart,
  SeatingOptions,
  SeatingResult,
  SeatStudent,
} from "#src/domain/seating/seating-types";

/** The options as structured-clonable data: lists for maps and sets, a seed for the random. */
export type PlacementOptions = Omit<
  SeatingOptions,
  "needs" | "pinned" | "absent" | "random" | "pastCharts"
> & {
  needs?: [string, SeatTag[]][];
  pinned?: [string, string][];
  absent?: string[];
  pastCharts?: PastChart[];
  seed?: number;
};

export interface PlacementInput {
  room: Room;
  students: SeatStudent[];
  options: PlacementOptions;
}

export type PlacementRequest = { type: "place"; id: number; input: PlacementInput };

export type PlacementReply = WorkerReply<SeatingResult, never>;

export function placementResult(input: PlacementInput): SeatingResult {
  const { needs, pinned, absent, seed, ...rest } = input.options;
  const options: SeatingOptions = {
    ...rest,
    needs: needs ? new Map(needs) : undefined,
    pinned: pinned ? new Map(pinned) : undefined,
    absent: absent ? new Set(absent) : undefined,
    random: seed === undefined ? undefined : seededRandom(seed),
  };
  return placeStudents(input.room, input.students, options);
}

export function answerPlacement(request: PlacementRequest): PlacementReply {
  try {
    return { type: "result", id: request.id, result: placementResult(request.input) };
  } catch (error) {
    return {
      type: "error",
      id: request.id,
      message: error instanceof Error ? error.message : String(error),
    };
  }
}

/** A worker's message read as a reply, or null for anything else. */
export function placementReply(value: unknown): PlacementReply | null {
  if (typeof value !== "object" || value === null) return null;
  const { type, id } = value as { type?: unknown; id?: unknown };
  return (type === "result" || type === "error") && typeof id === "number"
    ? (value as PlacementReply)
    : null;
}
