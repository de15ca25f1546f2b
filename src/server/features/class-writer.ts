import type { Transaction } from "kysely";
import type { Database } from "../db/connect";
import type { DB } from "../db/schema";
import { type Actor, teacherActor } from "./activity/record";
import { findClassAccess } from "./class-access";
import { teacherTransaction } from "./locks";
import type { Db } from "./repository-kit";

/**
 * Who writes a class's rows, and how they reach it (docs/decisions/0059-substitute-links.md): a
 * teacher of the class through their access, or a substitute through a link. The write takes
 * `lockId`'s user row first (the teacher's own; for a substitute, the class's owner's), then
 * `open` finds the class again under that lock, so a co-teacher removed or a link revoked
 * meanwhile writes nothing.
 */
export interface ClassWriter {
  lockId: string;
  /** Prefixes the writer's Idempotency-Keys, stored under `lockId` (a link's, apart from the owner's). */
  keyPrefix?: string;
  open(trx: Db): Promise<WriteScope>;
}

/** The class written and who writes it. */
export interface WriteScope {
  classId: string;
  actor: Actor;
}

/** A signed-in teacher writing one of their classes (404 for a class they can't reach). */
export function teacherWriter(teacherId: string, classId: string): ClassWriter {
  return {
    lockId: teacherId,
    async open(trx) {
      const access = await findClassAccess(trx, teacherId, classId);
      return { classId: access.class.id, actor: teacherActor(access, teacherId) };
    },
  };
}

/** Runs `work` in a transaction under the writer's lock, with the class it opened. */
export function writeClass<T>(
  database: Pick<Database, "db" | "dialect">,
  writer: ClassWriter,
  work: (trx: Transaction<DB>, scope: WriteScope) => Promise<T>,
): Promise<T> {
  return teacherTransaction(database, writer.lockId, async (trx) =>
    work(trx, await writer.open(trx)),
  );
}
