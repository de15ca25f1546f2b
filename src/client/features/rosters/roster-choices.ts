/**
 * What the teacher picks in the OneRoster dialog: which of the export's classes, and for each a
 * new class (the default) or one of their classes to fill. A roster class already linked to one
 * of their classes is picked and aimed at it (a re-import). Turned into the one request of
 * `POST /api/roster-imports`.
 */
import { plural, t } from "@lingui/core/macro";
import { numberText } from "#src/client/i18n/format";
import type { OneRoster, RosterClass } from "#src/domain/roster/oneroster";
import type { ClassDto } from "#src/domain/schemas/classes";
import type {
  RosterImportInput,
  RosterImportResult,
  RosterLinkDto,
} from "#src/domain/schemas/rosters";

export interface ClassChoice {
  picked: boolean;
  /** The class to fill, or null for a new class. */
  target: string | null;
}

/** By the roster class's sourcedId. */
export type Choices = Readonly<Record<string, ClassChoice>>;

/** The longest class title the import takes (longer ones are cut; a new class's name is 100). */
export const MAX_TITLE = 200;

/**
 * The teacher's class each OneRoster class is linked to (by the roster class's sourcedId), for
 * classes that still exist; when two are linked to one roster class, the one synced last.
 */
export function linkedClasses(
  links: readonly RosterLinkDto[],
  classes: readonly ClassDto[],
): Map<string, string> {
  const existing = new Set(classes.map((c) => c.id));
  const latest = new Map<string, RosterLinkDto>();
  for (const link of links) {
    if (link.source !== "oneroster" || !existing.has(link.class_id)) continue;
    const before = latest.get(link.external_id);
    if (!before || link.synced_at > before.synced_at) latest.set(link.external_id, link);
  }
  return new Map([...latest].map(([externalId, link]) => [externalId, link.class_id]));
}

const isTaken = (choices: Choices, target: string, except: string) =>
  Object.entries(choices).some(([id, c]) => id !== except && c.picked && c.target === target);

/**
 * The first choices: linked classes picked and aimed at their class; an export of one class has
 * it picked. `suggested` (the class the dialog was opened from) is the first pick's target.
 */
export function initialChoices(
  roster: OneRoster,
  linked: ReadonlyMap<string, string>,
  suggested: string | null = null,
): Choices {
  const built: Record<string, ClassChoice> = {};
  for (const room of roster.classes) {
    const target = linked.get(room.sourcedId) ?? null;
    built[room.sourcedId] = { picked: target !== null, target };
  }
  let choices: Choices = built;
  const only = roster.classes.length === 1 ? roster.classes[0] : undefined;
  if (only && !choices[only.sourcedId]?.picked) {
    choices = togglePick(choices, only.sourcedId, true, suggested);
  }
  return choices;
}

/** Picks or unpicks a class; a class picked without a target gets `suggested` when it is free. */
export function togglePick(
  choices: Choices,
  id: string,
  picked: boolean,
  suggested: string | null = null,
): Choices {
  const current = choices[id] ?? { picked: false, target: null };
  let target = current.target;
  if (picked && target === null && suggested !== null && !isTaken(choices, suggested, id)) {
    target = suggested;
  }
  return { ...choices, [id]: { picked, target } };
}

export function setTarget(choices: Choices, id: string, target: string | null): Choices {
  const current = choices[id] ?? { picked: true, target: null };
  return { ...choices, [id]: { ...current, target } };
}

/** Whether another picked class already fills `target` (one class can't be filled twice). */
export const targetTakenElsewhere = isTaken;

/** The picked classes, in the export's order. */
export function pickedClasses(roster: OneRoster, choices: Choices): RosterClass[] {
  return roster.classes.filter((room) => choices[room.sourcedId]?.picked);
}

/** The export's classes the dialog lists at most at once (a school's export has thousands). */
export const MAX_LISTED = 50;

/**
 * The classes to list: those whose title or class code holds `filter` (any case), the first
 * `max` of them, and every picked class whatever the filter, in the export's order; `more`
 * counts the matching classes left out.
 */
export function listedClasses(
  roster: OneRoster,
  choices: Choices,
  filter: string,
  max = MAX_LISTED,
): { shown: RosterClass[]; more: number } {
  const q = filter.trim().toLocaleLowerCase();
  let room = max;
  let more = 0;
  const shown = roster.classes.filter((c) => {
    if (choices[c.sourcedId]?.picked) return true;
    const hit =
      q === "" ||
      c.title.toLocaleLowerCase().includes(q) ||
      (c.classCode ?? "").toLocaleLowerCase().includes(q);
    if (!hit) return false;
    if (room === 0) {
      more++;
      return false;
    }
    room--;
    return true;
  });
  return { shown, more };
}

/** How many new classes the picks make. */
export function newClassCount(roster: OneRoster, choices: Choices): number {
  return pickedClasses(roster, choices).filter((room) => choices[room.sourcedId]?.target === null)
    .length;
}

/** docs/product.md#limits, said before asking the server: the picks make more classes than the teacher may have. */
export function classLimitNote(
  existing: number | undefined,
  limit: number | undefined,
  creating: number,
): string | null {
  if (existing === undefined || limit === undefined || creating === 0) return null;
  const total = existing + creating;
  if (total <= limit) return null;
  const makes = numberText(total);
  const most = numberText(limit);
  return t`This makes ${plural(total, { one: `${makes} class`, other: `${makes} classes` })}, and you can have at most ${most}. Fill classes you already have, or pick fewer.`;
}

/**
 * The request for the picked classes. `review` is the dry run's answer, and `removals` the ids
 * of the students who left that the teacher chose to remove (each class sends its own).
 */
export function importInput(
  roster: OneRoster,
  choices: Choices,
  options: {
    dryRun: boolean;
    review?: RosterImportResult | null;
    removals?: ReadonlySet<string>;
    /** Newcomers' attributes assigned evenly (the default) or left empty. */
    balanced?: boolean;
    /** Newcomers kept as first names and last initials only (sent only when true). */
    lastInitials?: boolean;
  },
): RosterImportInput {
  const { dryRun, review = null, removals = new Set<string>(), balanced = true } = options;
  return {
    source: "oneroster",
    dry_run: dryRun,
    balanced,
    ...(options.lastInitials ? { last_initials: true } : {}),
    classes: pickedClasses(roster, choices).map((room) => {
      const left = review?.classes.find((c) => c.external_id === room.sourcedId)?.left ?? [];
      return {
        external_id: room.sourcedId,
        title: room.title.slice(0, MAX_TITLE),
        target_class_id: choices[room.sourcedId]?.target ?? null,
        students: room.students.map((s) => ({ external_id: s.sourcedId, name: s.name })),
        remove_student_ids: left.filter((s) => removals.has(s.id)).map((s) => s.id),
      };
    }),
  };
}
