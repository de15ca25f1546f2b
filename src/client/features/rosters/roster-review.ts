/**
 * The words of the OneRoster review (the dry run's answer, per class), of the removal
 * confirmation and of the closing toast. Plain functions, so every string is tested once.
 */
import type { RosterClassResult, RosterImportResult } from "#src/domain/schemas/rosters";

const n = (count: number) => count.toLocaleString("en-US");
const plural = (count: number, one: string, many = `${one}s`) =>
  `${n(count)} ${count === 1 ? one : many}`;

/** "Ava", "Ava and Ben", "Ava, Ben and Cy", "Ava, Ben, Cy, Dee, Eli and 3 more". */
export function nameList(names: readonly string[], max = 5): string {
  if (names.length <= max) {
    if (names.length <= 1) return names.join("");
    return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  }
  return `${names.slice(0, max).join(", ")} and ${n(names.length - max)} more`;
}

/** The class a result fills: `New class "Math 7A"` or `Period 3`. */
export function targetText(result: RosterClassResult): string {
  return result.created ? `New class "${result.class_name}"` : result.class_name;
}

/** What the import does to one class, a sentence a line (the students who left aside). */
export function reviewLines(result: RosterClassResult): string[] {
  const lines: string[] = [];
  const { added, renamed, linked } = result;
  if (added.length > 0) {
    const list = added.length <= 5 ? `: ${nameList(added.map((s) => s.name))}` : "";
    lines.push(`${plural(added.length, "new student")}${list}`);
  }
  if (renamed.length > 0) {
    const changes = renamed.map((r) => `${r.from} → ${r.to}`);
    lines.push(`${n(renamed.length)} renamed: ${nameList(changes)}`);
  }
  if (linked.length > 0) {
    lines.push(`${n(linked.length)} linked by name: ${nameList(linked.map((s) => s.name))}`);
  }
  if (result.unchanged > 0) lines.push(`${n(result.unchanged)} unchanged`);
  if (lines.length === 0 && result.left.length === 0) {
    lines.push(result.created ? "No students: the class is made empty" : "No changes");
  }
  return lines;
}

/** The heading over the students who left: "2 students are no longer in the roster". */
export function leftText(count: number): string {
  return `${plural(count, "student")} ${count === 1 ? "is" : "are"} no longer in the roster`;
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
  const who =
    classes.length === 1
      ? `${nameList(
          chosen.map((c) => c.name),
          10,
        )} will be deleted from ${classes[0]}`
      : `${nameList(
          chosen.map((c) => `${c.name} (${c.className})`),
          10,
        )} will be deleted`;
  return {
    title: `Remove ${plural(chosen.length, "student")}?`,
    description: `${who}, with their selection history. This cannot be undone.`,
    confirmLabel: "Remove and Import",
    destructive: true,
  };
}

/** What the import did, for its toast. */
export function importedToast(result: RosterImportResult): { title: string; description: string } {
  const sum = (pick: (c: RosterClassResult) => number) =>
    result.classes.reduce((total, c) => total + pick(c), 0);
  const created = sum((c) => (c.created ? 1 : 0));
  const filled = result.classes.length - created;
  const parts = [
    created > 0 ? `${plural(created, "new class", "new classes")}` : "",
    filled > 0 ? `${plural(filled, "class", "classes")} updated` : "",
    sum((c) => c.added.length) > 0
      ? `${plural(
          sum((c) => c.added.length),
          "student",
        )} added`
      : "",
    sum((c) => c.renamed.length) > 0 ? `${n(sum((c) => c.renamed.length))} renamed` : "",
    sum((c) => c.linked.length) > 0 ? `${n(sum((c) => c.linked.length))} linked by name` : "",
    sum((c) => c.removed.length) > 0 ? `${n(sum((c) => c.removed.length))} removed` : "",
  ].filter((part) => part !== "");
  const text = parts.join(", ");
  const added = sum((c) => c.added.length);
  return {
    // "Imported 28 students" once written; a re-import that added nobody: "Roster Imported".
    title: added > 0 ? `Imported ${plural(added, "student")}` : "Roster Imported",
    description: `${text.charAt(0).toUpperCase()}${text.slice(1)}.`,
  };
}
