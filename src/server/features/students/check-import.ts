import { z } from "zod";
import { importInput, importRow, MAX_IMPORT_ROWS } from "#src/domain/schemas/students";
import { parseInSlices } from "#src/server/sliced-body";

type Checked = z.output<typeof importInput>;

/** The body without its rows' contents: checked in one piece. */
const head = importInput.extend({ rows: z.array(z.unknown()).min(1).max(MAX_IMPORT_ROWS) });

/**
 * POST /api/classes/:id/students/import's body as `importInput` parses it, its rows checked in
 * slices (see ../../sliced-body.ts); undefined when anything is wrong, and the route's schema
 * then answers the 400 it always did.
 */
export async function checkStudentImport(body: unknown): Promise<Checked | undefined> {
  const top = head.safeParse(body);
  if (!top.success) return undefined;
  const rows = await parseInSlices(importRow, top.data.rows);
  return rows === undefined ? undefined : { ...top.data, rows };
}
