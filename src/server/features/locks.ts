import { sql } from "kysely";
import type { Dialect } from "../db/connect";
import type { Db } from "./shared";

/**
 * Serialises one teacher's read-check-write transactions (setting edits, the feedback rate
 * limit). PostgreSQL: a row lock on the teacher's user row, held until the transaction ends.
 * SQLite needs none: Kysely runs every query and transaction on its single connection, one at a
 * time, so a transaction already sees no concurrent writer.
 */
export async function lockTeacher(trx: Db, dialect: Dialect, teacherId: string): Promise<void> {
  if (dialect !== "postgres") return;
  await sql`select id from "user" where id = ${teacherId} for update`.execute(trx);
}
