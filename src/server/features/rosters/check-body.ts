import { z } from "zod";
import {
  MAX_ROSTER_CLASSES,
  MAX_ROSTER_STUDENTS,
  rosterClassInput,
  rosterImportInput,
  rosterStudentInput,
} from "#src/domain/schemas/rosters";
import { parseInSlices } from "#src/server/sliced-body";

type Checked = z.output<typeof rosterImportInput>;
type CheckedClass = Checked["classes"][number];

/** The body without its classes' contents: checked in one piece (a few fields). */
const head = rosterImportInput.extend({
  classes: z.array(z.unknown()).min(1).max(MAX_ROSTER_CLASSES),
});
/** One class without its students: its own fields and up to 10,000 ids to remove. */
const classHead = rosterClassInput.extend({
  students: z.array(z.unknown()).max(MAX_ROSTER_STUDENTS),
});

const distinct = (items: readonly { external_id: string }[]) =>
  new Set(items.map((i) => i.external_id)).size === items.length;

/**
 * POST /api/roster-imports' body as `rosterImportInput` parses it, its students checked in
 * slices (see ../../sliced-body.ts); undefined when anything is wrong, and the route's schema then
 * answers the 400 it always did.
 */
export async function checkRosterImport(body: unknown): Promise<Checked | undefined> {
  const top = head.safeParse(body);
  if (!top.success) return undefined;
  const classes: CheckedClass[] = [];
  for (const raw of top.data.classes) {
    const one = classHead.safeParse(raw);
    if (!one.success) return undefined;
    const students = await parseInSlices(rosterStudentInput, one.data.students);
    if (students === undefined || !distinct(students)) return undefined;
    classes.push({ ...one.data, students });
  }
  if (!distinct(classes)) return undefined;
  return { ...top.data, classes };
}
