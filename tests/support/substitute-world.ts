import type { Kysely } from "kysely";
import { SUBSTITUTE_PIN_HEADER, SUBSTITUTE_TOKEN_HEADER } from "#src/domain/schemas/substitutes";
import type { DB } from "#src/server/db/schema";
import { newId, nowIso } from "#src/server/features/repository-kit";
import { hashToken, newToken } from "#src/server/features/sharing/repository";
import { hashPin } from "#src/server/features/substitutes/pin";

/** The UTC date `offset` days from today, "YYYY-MM-DD". */
export function utcDay(offset = 0, now = new Date()): string {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset));
  return at.toISOString().slice(0, 10);
}

export interface LinkOptions {
  startsOn?: string;
  endsOn?: string;
  pin?: string;
  revoked?: boolean;
  createdBy?: string | null;
}

/** A substitute link of the class (active today unless told otherwise); answers its id and token. */
export async function insertSubstituteLink(
  db: Kysely<DB>,
  classId: string,
  options: LinkOptions = {},
): Promise<{ id: string; token: string }> {
  const id = newId();
  const token = newToken();
  await db
    .insertInto("substitute_links")
    .values({
      id,
      class_id: classId,
      token_hash: hashToken(token),
      pin_hash: options.pin ? await hashPin(options.pin) : null,
      starts_on: options.startsOn ?? utcDay(0),
      ends_on: options.endsOn ?? utcDay(2),
      created_by: options.createdBy ?? null,
      created_at: nowIso(),
      revoked_at: options.revoked ? nowIso() : null,
    })
    .execute();
  return { id, token };
}

/** The headers a substitute's page sends: the token, and the PIN when given. */
export function substituteHeaders(token: string, pin?: string): Record<string, string> {
  const headers: Record<string, string> = { [SUBSTITUTE_TOKEN_HEADER]: token };
  if (pin !== undefined) headers[SUBSTITUTE_PIN_HEADER] = pin;
  return headers;
}
