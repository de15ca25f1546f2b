import type { SubstituteLinkDto } from "#src/domain/schemas/substitutes";
import type { Db } from "../repository-kit";
import { hashToken } from "../sharing/repository";
import { earliestOpenEnd, linkState } from "./days";

/** A link's columns the teachers' list shows, with its maker's current name. */
function linkRows(db: Db) {
  return db
    .selectFrom("substitute_links as l")
    .leftJoin("user as u", "u.id", "l.created_by")
    .select([
      "l.id",
      "l.class_id",
      "l.starts_on",
      "l.ends_on",
      "l.pin_hash",
      "l.created_at",
      "l.revoked_at",
      "u.name as created_by_name",
    ]);
}

type LinkRow = {
  id: string;
  class_id: string;
  starts_on: string;
  ends_on: string;
  pin_hash: string | null;
  created_at: string;
  revoked_at: string | null;
  created_by_name: string | null;
};

export function toLinkDto(row: LinkRow, now = new Date()): SubstituteLinkDto {
  return {
    id: row.id,
    class_id: row.class_id,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    has_pin: row.pin_hash !== null,
    state: linkState(row, now),
    created_by_name: row.created_by_name ?? null,
    created_at: row.created_at,
    revoked_at: row.revoked_at,
  };
}

/** A class's links, newest first. */
export async function listLinks(db: Db, classId: string): Promise<SubstituteLinkDto[]> {
  const rows = await linkRows(db)
    .where("l.class_id", "=", classId)
    .orderBy("l.created_at", "desc")
    .orderBy("l.id", "desc")
    .execute();
  const now = new Date();
  return rows.map((row) => toLinkDto(row, now));
}

export async function readLink(db: Db, id: string): Promise<SubstituteLinkDto> {
  return toLinkDto(await linkRows(db).where("l.id", "=", id).executeTakeFirstOrThrow());
}

/** Links of the class that have not ended: neither revoked nor past their last day. */
export async function countOpenLinks(db: Db, classId: string): Promise<number> {
  const row = await db
    .selectFrom("substitute_links")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("class_id", "=", classId)
    .where("revoked_at", "is", null)
    .where("ends_on", ">=", earliestOpenEnd())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What a substitute's token opens: the link, its class and the class's owner. */
export interface OpenedLink {
  id: string;
  class_id: string;
  pin_hash: string | null;
  starts_on: string;
  ends_on: string;
  revoked_at: string | null;
  class_name: string;
  owner_id: string;
}

function openedLinks(db: Db) {
  return db
    .selectFrom("substitute_links as l")
    .innerJoin("classes as c", "c.id", "l.class_id")
    .select([
      "l.id",
      "l.class_id",
      "l.pin_hash",
      "l.starts_on",
      "l.ends_on",
      "l.revoked_at",
      "c.name as class_name",
      "c.user_id as owner_id",
    ]);
}

export function findLinkByToken(db: Db, token: string): Promise<OpenedLink | undefined> {
  return openedLinks(db).where("l.token_hash", "=", hashToken(token)).executeTakeFirst();
}

export function findLinkById(db: Db, id: string): Promise<OpenedLink | undefined> {
  return openedLinks(db).where("l.id", "=", id).executeTakeFirst();
}
