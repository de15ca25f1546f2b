import { setImmediate as nextTurn } from "node:timers/promises";
import type { RosterImportResult } from "#src/domain/schemas/rosters";

/**
 * The import's answer as JSON, written one class at a time with a turn for other requests in
 * between: it names every student added, renamed, linked or gone (50,000 for five classes of
 * 10,000), and written in one call it was one task of tens of milliseconds, hundreds on a loaded
 * machine (docs/decisions/0033-no-request-stalls-the-others.md). The objects are
 * `rosterImportResult`'s exactly (`resultOf` builds each class with the schema's fields and
 * nothing more), so JSON.stringify writes what the route's serializer wrote.
 */
export async function answerInParts(result: RosterImportResult): Promise<string> {
  const parts: string[] = [];
  for (const [i, one] of result.classes.entries()) {
    if (i > 0) await nextTurn();
    parts.push(JSON.stringify(one));
  }
  return `{"dry_run":${JSON.stringify(result.dry_run)},"classes":[${parts.join(",")}]}`;
}
