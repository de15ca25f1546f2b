import type { RoomDto, RoomLayout } from "#src/domain/schemas/seating";
import { MAX_ROOMS_PER_CLASS } from "#src/domain/schemas/seating";
import {
  ROOM_LIMIT_MESSAGE,
  ROOM_NOT_FOUND,
  roomErrorsMessages,
} from "#src/domain/schemas/seating-messages";
import { validateRoom } from "#src/domain/seating/room";
import type { RoomTable } from "#src/server/db/schema";
import { HttpError, limitReached } from "#src/server/errors";
import { classIdsOf, findClassAccess } from "../class-access";
import { type Db, newId, nowIso } from "../repository-kit";
import type { Conditional } from "../versions";

type RoomRow = Omit<RoomTable, "version"> & { version: number | string };

const ROOM_COLUMNS = [
  "id",
  "class_id",
  "name",
  "layout",
  "created_at",
  "updated_at",
  "version",
] as const;

const toDto = (row: RoomRow): RoomDto => ({
  id: row.id,
  class_id: row.class_id,
  name: row.name,
  layout: JSON.parse(row.layout) as RoomLayout,
  created_at: row.created_at,
  updated_at: row.updated_at,
  version: Number(row.version),
});

/**
 * 400 unless the layout is a room (the domain's `validateRoom`: on the grid, no overlap, at
 * most MAX_SEATS open seats, ...): every problem worded, and the problems as data in
 * `details.room_errors` for a client that words them itself.
 */
export function assertRoom(layout: RoomLayout): void {
  const errors = validateRoom(layout);
  if (errors.length > 0) {
    throw new HttpError(400, roomErrorsMessages(errors), { room_errors: errors });
  }
}

/** A class's rooms, oldest first. */
export async function listRooms(db: Db, classId: string): Promise<RoomDto[]> {
  const rows = await db
    .selectFrom("rooms")
    .select(ROOM_COLUMNS)
    .where("class_id", "=", classId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map(toDto);
}

/** One of the teacher's rooms, or 404 (another teacher's too). */
export async function findOwnedRoom(db: Db, teacherId: string, roomId: string): Promise<RoomDto> {
  const row = await db
    .selectFrom("rooms as r")
    .innerJoin("classes as c", "c.id", "r.class_id")
    .select(ROOM_COLUMNS.map((c) => `r.${c}` as const))
    .where("r.id", "=", roomId)
    .where("c.id", "in", classIdsOf(db, teacherId))
    .executeTakeFirst();
  if (!row) throw new HttpError(404, ROOM_NOT_FOUND);
  return toDto(row);
}

/**
 * Adds a room to the teacher's class (call inside the teacher's transaction, so the count and
 * the insert can't interleave with another writer): 404 for another's class, 400 for a layout
 * that is no room, 409 past MAX_ROOMS_PER_CLASS.
 */
export async function insertRoom(
  trx: Db,
  teacherId: string,
  classId: string,
  input: { name: string; layout: RoomLayout },
): Promise<RoomDto> {
  const { class: owned } = await findClassAccess(trx, teacherId, classId);
  assertRoom(input.layout);
  const { n } = await trx
    .selectFrom("rooms")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("class_id", "=", owned.id)
    .executeTakeFirstOrThrow();
  if (Number(n) >= MAX_ROOMS_PER_CLASS) throw limitReached(ROOM_LIMIT_MESSAGE);
  const at = nowIso();
  const row = {
    id: newId(),
    class_id: owned.id,
    name: input.name,
    layout: JSON.stringify(input.layout),
    created_at: at,
    updated_at: at,
    version: 1,
  };
  await trx.insertInto("rooms").values(row).execute();
  return toDto(row);
}

/**
 * Redraws or renames a room, moving its version on by one in one conditional statement when
 * `expected` (an If-Match) is given: of N updates made from one version exactly one applies.
 * Saved charts keep their own copy of the layout.
 */
export async function updateRoom(
  trx: Db,
  teacherId: string,
  roomId: string,
  input: { name: string; layout: RoomLayout },
  expected: number[] | null,
): Promise<Conditional<RoomDto>> {
  const current = await findOwnedRoom(trx, teacherId, roomId);
  if (expected && !expected.includes(current.version)) return { conflict: current };
  assertRoom(input.layout);
  const updated = await trx
    .updateTable("rooms")
    .set((eb) => ({
      name: input.name,
      layout: JSON.stringify(input.layout),
      updated_at: nowIso(),
      version: eb("version", "+", 1),
    }))
    .where("id", "=", current.id)
    .where("version", "=", current.version)
    .executeTakeFirst();
  const after = await findOwnedRoom(trx, teacherId, roomId);
  if (Number(updated.numUpdatedRows) === 0) return { conflict: after };
  return { updated: after };
}

/** Deletes one of the teacher's rooms (its charts keep their layout, room_id null); false when none. */
export async function deleteOwnedRoom(
  trx: Db,
  teacherId: string,
  roomId: string,
): Promise<boolean> {
  const owned = classIdsOf(trx, teacherId);
  const result = await trx
    .deleteFrom("rooms")
    .where("id", "=", roomId)
    .where("class_id", "in", owned)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
