import { msg } from "@lingui/core/macro";
import { PostgresAdapter } from "kysely";
import type { ClassRow } from "../db/schema";
import { HttpError } from "../errors";
import { lockAlso } from "./locks";
import type { Db } from "./repository-kit";

/**
 * Who may do what with a class (docs/decisions/0058-sharing-a-class.md). The owner made the
 * class (`classes.user_id`); a co-teacher has a `class_members` row. Anyone else finds no class.
 */
export type ClassRole = "owner" | "co-teacher";
/** "edit": a member's work (students, roll, wheel, groups, seating); "own": delete, sharing. */
export type AccessLevel = "edit" | "own";

export interface ClassAccess {
  class: ClassRow;
  role: ClassRole;
  /** The owner's id: their limits and attribute definitions apply to the class. */
  ownerId: string;
}

/**
 * The ids of the classes the teacher may work in (own and co-taught), as a subquery for
 * `where(<class id>, "in", ...)`: every query that finds a class's rows through its teacher
 * uses it, so a co-teacher reads and writes what the owner does, and a removed one nothing.
 */
export function classIdsOf(db: Db, teacherId: string) {
  return db
    .selectFrom("classes")
    .select("classes.id")
    .where("classes.user_id", "=", teacherId)
    .union(
      db
        .selectFrom("class_members")
        .select("class_members.class_id as id")
        .where("class_members.user_id", "=", teacherId),
    );
}

async function readAccess(db: Db, teacherId: string, classId: string) {
  return db
    .selectFrom("classes as c")
    .leftJoin("class_members as m", (join) =>
      join.onRef("m.class_id", "=", "c.id").on("m.user_id", "=", teacherId),
    )
    .selectAll("c")
    .select("m.user_id as member")
    .where("c.id", "=", classId)
    .where((eb) => eb.or([eb("c.user_id", "=", teacherId), eb("m.user_id", "=", teacherId)]))
    .executeTakeFirst();
}

const notFound = () => new HttpError(404, msg`Class not found`);

/**
 * The class and the teacher's role in it, or 404 (the same for a class shared with someone else
 * as for none). `"own"` asks for the owner: a co-teacher, who sees the class, gets 403.
 *
 * Inside a transaction, a co-teacher's access also takes the owner's row lock and reads the
 * membership again under it: the owner's writes, their settings changes and their removal of
 * this co-teacher run one after the other with the co-teacher's write, and a write of a
 * co-teacher removed meanwhile answers 404. Teachers' rows are locked in one order, ids
 * ascending (`lockAlso`, ../locks.ts): an owner's row below the co-teacher's own makes the
 * transaction start again with it taken first, so two teachers co-teaching each other's classes
 * never wait on each other in opposite orders.
 */
export async function findClassAccess(
  db: Db,
  teacherId: string,
  classId: string,
  level: AccessLevel = "edit",
): Promise<ClassAccess> {
  let row = await readAccess(db, teacherId, classId);
  if (!row) throw notFound();
  const role: ClassRole = row.user_id === teacherId ? "owner" : "co-teacher";
  if (role === "co-teacher" && db.isTransaction) {
    const dialect = db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
    await lockAlso(db, dialect, row.user_id);
    row = await readAccess(db, teacherId, classId);
    if (!row) throw notFound();
  }
  if (level === "own" && role !== "owner") {
    throw new HttpError(403, msg`Only the class's owner can do this`);
  }
  const { member: _member, ...klass } = row;
  return { class: klass, role, ownerId: klass.user_id };
}
