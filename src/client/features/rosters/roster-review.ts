/**
 * The words of the OneRoster review (the dry run's answer, per class), of the removal
 * confirmation and of the closing toast. Plain functions, so every string is tested once.
 * Names are set apart from the words around them (`isolate`).
 */
import { plural, t } from "@lingui/core/macro";
import { isolate, listSeparator, numberText } from "#src/client/i18n/format";
import type { RosterClassResult, RosterImportResult } from "#src/domain/schemas/rosters";

/** "Ava", "Ava and Ben", "Ava, Ben and Cy", "Ava, Ben, Cy, Dee, Eli and 3 more". */
export function nameList(names: readonly string[], max = 5): string {
  return listOf(
    names.map((name) => isolate(name)),
    max,
  );
}

/** Items already set apart (`isolate`) as a list: the first `max`, then how many more. */
function listOf(items: readonly string[], max: number): string {
  if (items.length <= max) {
    if (items.length <= 1) return items.join("");
    const head = items.slice(0, -1).join(listSeparator());
    const last = items.at(-1) as string;
    return t`${head} and ${last}`;
  }
  const head = items.slice(0, max).join(listSeparator());
  const more = items.length - max;
  const number = numberText(more);
  return plural(more, { one: `${head} and ${number} more`, other: `${head} and ${number} more` });
}

/** The class a result fills: `New class "Math 7A"` or `Period 3`. */
export function targetText(result: RosterClassResult): string {
  const name = isolate(result.class_name);
  return result.created ? t`New class "${name}"` : name;
}

/** What the import does to one class, a sentence a line (the students who left aside). */
export function reviewLines(result: RosterClassResult): string[] {
  const lines: string[] = [];
  const { added, renamed, linked } = result;
  if (added.length > 0) {
    const count = added.length;
    const number = numberText(count);
    const names = nameList(added.map((s) => s.name));
    lines.push(
      count <= 5
        ? plural(count, {
            one: `${number} new student: ${names}`,
            other: `${number} new students: ${names}`,
          })
        : plural(count, { one: `${number} new student`, other: `${number} new students` }),
    );
  }
  if (renamed.length > 0) {
    const count = renamed.length;
    const number = numberText(count);
    const changes = listOf(
      renamed.map((r) => {
        const from = isolate(r.from);
        const to = isolate(r.to);
        return t`${from} → ${to}`;
      }),
      5,
    );
    lines.push(
      plural(count, {
        one: `${number} renamed: ${changes}`,
        other: `${number} renamed: ${changes}`,
      }),
    );
  }
  if (linked.length > 0) {
    const count = linked.length;
    const number = numberText(count);
    const names = nameList(linked.map((s) => s.name));
    lines.push(
      plural(count, {
        one: `${number} linked by name: ${names}`,
        other: `${number} linked by name: ${names}`,
      }),
    );
  }
  if (result.unchanged > 0) {
    const count = result.unchanged;
    const number = numberText(count);
    lines.push(plural(count, { one: `${number} unchanged`, other: `${number} unchanged` }));
  }
  if (lines.length === 0 && result.left.length === 0) {
    lines.push(result.created ? t`No students: the class is made empty` : t`No changes`);
  }
  return lines;
}

/** The heading over the students who left: "2 students are no longer in the roster". */
export function leftText(count: number): string {
  const number = numberText(count);
  return plural(count, {
    one: `${number} student is no longer in the roster`,
    other: `${number} students are no longer in the roster`,
  });
}

/** The students chosen for removal, with their class's name, in the review's order. */
export function chosenRemovals(
  review: RosterImportResult,
  removals: ReadonlySet<string>,
): { name: string; className: string }[] {
  return review.classes.flatMap((c) =>
    c.left
      .filter((s) => removals.has(s.id))
      .map((s) => ({ name: s.name, className: c.class_name })),
  );
}

/** The confirmation before removing students who left: it names who will be deleted. */
export function removalConfirmation(chosen: readonly { name: string; className: string }[]) {
  const classes = [...new Set(chosen.map((c) => c.className))];
  const count = chosen.length;
  const number = numberText(count);
  let description: string;
  if (classes.length === 1) {
    const names = nameList(
      chosen.map((c) => c.name),
      10,
    );
    const className = isolate(classes[0] as string);
    description = plural(count, {
      one: `${names} will be deleted from ${className}, with their selection history. This cannot be undone.`,
      other: `${names} will be deleted from ${className}, with their selection history. This cannot be undone.`,
    });
  } else {
    const names = listOf(
      chosen.map((c) => {
        const name = isolate(c.name);
        const className = isolate(c.className);
        return t`${name} (${className})`;
      }),
      10,
    );
    description = plural(count, {
      one: `${names} will be deleted, with their selection history. This cannot be undone.`,
      other: `${names} will be deleted, with their selection history. This cannot be undone.`,
    });
  }
  return {
    title: t`Remove ${plural(count, { one: `${number} student`, other: `${number} students` })}?`,
    description,
    confirmLabel: t`Remove and Import`,
    destructive: true,
  };
}

/** What the import did, for its toast. */
export function importedToast(result: RosterImportResult): { title: string; description: string } {
  const sum = (pick: (c: RosterClassResult) => number) =>
    result.classes.reduce((total, c) => total + pick(c), 0);
  const created = sum((c) => (c.created ? 1 : 0));
  const filled = result.classes.length - created;
  const added = sum((c) => c.added.length);
  const renamed = sum((c) => c.renamed.length);
  const linked = sum((c) => c.linked.length);
  const removed = sum((c) => c.removed.length);
  const parts: string[] = [];
  if (created > 0) {
    const number = numberText(created);
    parts.push(plural(created, { one: `${number} new class`, other: `${number} new classes` }));
  }
  if (filled > 0) {
    const number = numberText(filled);
    parts.push(
      plural(filled, { one: `${number} class updated`, other: `${number} classes updated` }),
    );
  }
  if (added > 0) {
    const number = numberText(added);
    parts.push(
      plural(added, { one: `${number} student added`, other: `${number} students added` }),
    );
  }
  if (renamed > 0) {
    const number = numberText(renamed);
    parts.push(plural(renamed, { one: `${number} renamed`, other: `${number} renamed` }));
  }
  if (linked > 0) {
    const number = numberText(linked);
    parts.push(
      plural(linked, { one: `${number} linked by name`, other: `${number} linked by name` }),
    );
  }
  if (removed > 0) {
    const number = numberText(removed);
    parts.push(plural(removed, { one: `${number} removed`, other: `${number} removed` }));
  }
  const text = parts.join(listSeparator());
  const number = numberText(added);
  return {
    // "Imported 28 students" once written; a re-import that added nobody: "Roster Imported".
    title:
      added > 0
        ? t`Imported ${plural(added, { one: `${number} student`, other: `${number} students` })}`
        : t`Roster Imported`,
    description: `${text.charAt(0).toUpperCase()}${text.slice(1)}.`,
  };
}
