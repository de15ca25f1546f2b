import type { Generated } from "kysely";

/** The seating tables (migration 20261128-0046-seating, docs/decisions/0054-seating-storage.md). */

/** A class's room: its layout as JSON text (the API's `roomLayout`). */
export interface RoomTable {
  id: string;
  class_id: string;
  name: string;
  layout: string;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

/** A student's seat needs in their class: a JSON list of seat tags. */
export interface SeatNeedTable {
  class_id: string;
  student_id: string;
  needs: string;
  updated_at: string;
}

/** A saved seating chart: its layout, seats (students as saved) and pins as JSON text. */
export interface SeatingChartTable {
  id: string;
  class_id: string;
  /** Null once its room is deleted. */
  room_id: string | null;
  name: string;
  layout: string;
  seats: string;
  pinned_student_ids: string;
  seat_count: number;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}
