import { msg } from "@lingui/core/macro";
import {
  MAX_OPEN_SUBSTITUTE_LINKS,
  MAX_SUBSTITUTE_DAYS,
  type SubstituteLinkInput,
} from "#src/domain/schemas/substitutes";
import type { Database } from "#src/server/db/connect";
import { HttpError, limitReached } from "#src/server/errors";
import { recordActivity, teacherActor } from "../activity/record";
import { classIdsOf, findClassAccess } from "../class-access";
import { teacherTransaction } from "../locks";
import { newId, nowIso } from "../repository-kit";
import { hashToken, newToken } from "../sharing/repository";
import { hasEnded, isSchoolDay, rangeDays } from "./days";
import { hashPin } from "./pin";
import { countOpenLinks, readLink } from "./repository";

/** The days' problems in plain words (400), before anything is written. */
function checkDays(input: SubstituteLinkInput): void {
  const { starts_on, ends_on } = input;
  if (!isSchoolDay(starts_on)) throw new HttpError(400, msg`The first day is not a real date.`);
  if (!isSchoolDay(ends_on)) throw new HttpError(400, msg`The last day is not a real date.`);
  const days = rangeDays(starts_on, ends_on);
  if (days < 1) throw new HttpError(400, msg`The last day can't be before the first day.`);
  if (days > MAX_SUBSTITUTE_DAYS) {
    const max = MAX_SUBSTITUTE_DAYS;
    throw new HttpError(400, msg`A substitute link can cover at most ${max} days.`);
  }
  if (hasEnded(ends_on)) {
    throw new HttpError(400, msg`These days are over already: choose today or later.`);
  }
}

/**
 * An owner or co-teacher makes a substitute link (docs/decisions/0059-substitute-links.md):
 * answers the link with its token (the secret, never stored: only its SHA-256 is). The PIN is
 * stored as a salted scrypt hash, made before the transaction (it is slow on purpose).
 */
export async function createSubstituteLink(
  database: Database,
  teacherId: string,
  classId: string,
  input: SubstituteLinkInput,
) {
  checkDays(input);
  const pinHash = input.pin ? await hashPin(input.pin) : null;
  return teacherTransaction(database, teacherId, async (trx) => {
    const access = await findClassAccess(trx, teacherId, classId);
    if ((await countOpenLinks(trx, access.class.id)) >= MAX_OPEN_SUBSTITUTE_LINKS) {
      const limit = MAX_OPEN_SUBSTITUTE_LINKS;
      throw limitReached(
        msg`A class can have at most ${limit} substitute links that have not ended.`,
      );
    }
    const token = newToken();
    const id = newId();
    await trx
      .insertInto("substitute_links")
      .values({
        id,
        class_id: access.class.id,
        token_hash: hashToken(token),
        pin_hash: pinHash,
        starts_on: input.starts_on,
        ends_on: input.ends_on,
        created_by: teacherId,
        created_at: nowIso(),
        revoked_at: null,
      })
      .execute();
    await recordActivity(
      trx,
      access.class.id,
      teacherActor(access, teacherId),
      "substitute-link.made",
    );
    return { token, link: await readLink(trx, id) };
  });
}

/**
 * Turns a link off at once (its next request is refused): the owner or a co-teacher of its
 * class, whoever made it. A link of a class the teacher can't reach is 404; one already off
 * stays as it is.
 */
export function revokeSubstituteLink(database: Database, teacherId: string, id: string) {
  return teacherTransaction(database, teacherId, async (trx) => {
    const link = await trx
      .selectFrom("substitute_links")
      .select(["id", "class_id", "revoked_at"])
      .where("id", "=", id)
      .where("class_id", "in", classIdsOf(trx, teacherId))
      .executeTakeFirst();
    if (!link) throw new HttpError(404, msg`Substitute link not found`);
    const access = await findClassAccess(trx, teacherId, link.class_id);
    if (link.revoked_at !== null) return;
    await trx
      .updateTable("substitute_links")
      .set({ revoked_at: nowIso() })
      .where("id", "=", id)
      .where("revoked_at", "is", null)
      .execute();
    await recordActivity(
      trx,
      link.class_id,
      teacherActor(access, teacherId),
      "substitute-link.revoked",
    );
  });
}
