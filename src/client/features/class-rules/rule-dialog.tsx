import { msg, plural, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import {
  type FormEvent,
  memo,
  useCallback,
  useDeferredValue,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { Button } from "#src/client/components/ui/button";
import { FormDialog } from "#src/client/components/ui/form-dialog";
import { Input } from "#src/client/components/ui/input";
import { Label } from "#src/client/components/ui/label";
import { LongList } from "#src/client/components/ui/long-list";
import { FIRST_STEP } from "#src/client/lib/long-list";
import { MAX_RULE_STUDENTS, RULE_KINDS } from "#src/domain/grouping/rule-limits";
import type { GroupRuleInput } from "#src/domain/schemas/groupings";
import { RULE_KIND_LABELS } from "./rule-label";

type Student = { id: string; name: string };
type Kind = GroupRuleInput["kind"];

const HINTS = {
  "keep-apart": msg`Never in the same group.`,
  "keep-together": msg`Always in the same group.`,
} as const satisfies Record<Kind, unknown>;
export const TOO_FEW_STUDENTS = msg`Choose at least two students.`;
const TOO_MANY_STUDENTS = msg`A rule names at most ${MAX_RULE_STUDENTS} students.`;

const row =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-muted has-focus-visible:bg-muted";
const box = "size-5 shrink-0 cursor-pointer accent-primary";

/**
 * Lower case without accents. Printable ASCII (most names) skips the Unicode work, except ^
 * and ` (diacritics themselves, which the full fold drops).
 */
const fold = (text: string) =>
  /^[\x20-\x5d\x5f\x61-\x7e]*$/.test(text)
    ? text.toLowerCase()
    : text
        .normalize("NFD")
        .replace(/\p{Diacritic}/gu, "")
        .toLowerCase();

/**
 * A search over `students` (name contains the search, ignoring case and accents) that folds
 * each name once, not on every key.
 */
export function studentMatcher<T extends Student>(students: readonly T[]) {
  let names: string[] | null = null; // folded on the first search, not when the dialog opens
  return (search: string): T[] => {
    const wanted = fold(search.trim());
    if (wanted === "") return [...students];
    names ??= students.map((s) => fold(s.name));
    const folded = names;
    return students.filter((_, i) => folded[i]?.includes(wanted));
  };
}

/** Students whose name contains the search, ignoring case and accents. */
export function matchStudents<T extends Student>(students: readonly T[], search: string): T[] {
  return studentMatcher(students)(search);
}

/**
 * The dialog's list of students to choose from. Memo: a key typed in the search redraws the
 * field at once, and this list only when the (deferred) matches change, not on every key.
 */
const StudentChoices = memo(function StudentChoices({
  students,
  chosen,
  onToggle,
}: {
  students: readonly Student[];
  chosen: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  return (
    <LongList
      items={students}
      restart={students}
      // The box shows six names: a big class's list (or a search's matches) starts there.
      firstStep={20}
      className="grid max-h-64 min-w-0 overflow-y-auto rounded-lg border border-border p-1"
      chunkClassName="grid min-w-0"
      chunkHeight={50 * 44}
      renderItem={(student) => (
        // biome-ignore lint/a11y/useSemanticElements: chunks (role none) stand between list and items
        <div role="listitem" key={student.id} className="min-w-0">
          <label className={row}>
            <input
              type="checkbox"
              className={box}
              checked={chosen.has(student.id)}
              onChange={() => onToggle(student.id)}
            />
            <span className="min-w-0 wrap-anywhere">
              <bdi>{student.name}</bdi>
            </span>
          </label>
        </div>
      )}
      empty={
        // biome-ignore lint/a11y/useSemanticElements: chunks (role none) stand between list and items
        <div role="listitem" className="p-2 text-sm text-muted-foreground">
          <Trans>No student matches.</Trans>
        </div>
      }
    />
  );
});

/**
 * Add a rule: Keep apart or Keep together, and two or more students from a
 * searchable list of checkboxes (a class of 40 stays quick to use by keyboard: type, Tab, Space).
 */
export function RuleDialog({
  open,
  onOpenChange,
  students,
  pending,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  students: readonly Student[];
  pending: boolean;
  /** The rule and its Idempotency-Key: one per opening and rule, so Add again after a failure
   * whose answer was lost (the rule was added) replays that Add instead of adding it twice. */
  onAdd: (input: GroupRuleInput, key: string) => void;
}) {
  const id = useId();
  const [kind, setKind] = useState<Kind>("keep-apart");
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const keys = useRef<Record<string, string>>({});
  const match = useMemo(() => studentMatcher(students), [students]);
  // A class whose whole list is drawn at once filters with each key, so a Tab right after typing
  // reaches the student typed (keyboard use). A longer class (5,000 students) lets the field
  // answer each key at once and the list follow (deferred).
  const deferred = useDeferredValue(search);
  const searched = students.length <= FIRST_STEP ? search : deferred;
  const shown = useMemo(() => match(searched), [match, searched]);

  const toggle = useCallback((studentId: string) => {
    setChosen((now) => {
      const next = new Set(now);
      if (!next.delete(studentId)) next.add(studentId);
      return next;
    });
    setError(null);
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const ids = students.filter((s) => chosen.has(s.id)).map((s) => s.id);
    if (ids.length < 2) return setError(t(TOO_FEW_STUDENTS));
    if (ids.length > MAX_RULE_STUDENTS) return setError(t(TOO_MANY_STUDENTS));
    const rule = kind + ids;
    keys.current[rule] ??= crypto.randomUUID();
    onAdd({ kind, student_ids: ids }, keys.current[rule] as string);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Add a rule`}
      description={t`Every grouping of this class keeps it, whichever method you choose.`}
    >
      <form noValidate onSubmit={submit} className="grid min-w-0 gap-4">
        <fieldset className="grid gap-1">
          <legend className="mb-1 font-semibold">
            <Trans>Rule</Trans>
          </legend>
          {RULE_KINDS.map((value) => (
            <label key={value} className={`${row} items-start py-2`}>
              <input
                type="radio"
                name={`${id}-kind`}
                className={`${box} mt-0.5`}
                checked={kind === value}
                onChange={() => setKind(value)}
              />
              <span className="grid">
                <span className="font-medium">{t(RULE_KIND_LABELS[value])}</span>
                <span className="text-sm text-muted-foreground">{t(HINTS[value])}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset
          className="grid min-w-0 gap-2"
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ""}`}
        >
          <legend className="mb-1 font-semibold">
            <Trans>Students</Trans>
          </legend>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-search`}>
              <Trans>Search students</Trans>
            </Label>
            <Input
              id={`${id}-search`}
              type="search"
              autoComplete="off"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <p id={`${id}-count`} className="text-sm text-muted-foreground" aria-live="polite">
            {chosenText(chosen.size, searched.trim() ? shown.length : null)}
          </p>
          <StudentChoices students={shown} chosen={chosen} onToggle={toggle} />
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-destructive-text">
              {error}
            </p>
          ) : null}
        </fieldset>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
          {/* aria-disabled: a disabled button would drop the keyboard when the save fails */}
          <Button type="submit" aria-disabled={pending}>
            {pending ? <Trans>Saving...</Trans> : <Trans>Add rule</Trans>}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}

/** "2 students chosen", with ", 5 shown" while a search narrows the list. */
function chosenText(count: number, shownCount: number | null): string {
  if (shownCount === null)
    return plural(count, { one: "# student chosen", other: "# students chosen" });
  return plural(count, {
    one: `# student chosen, ${shownCount} shown`,
    other: `# students chosen, ${shownCount} shown`,
  });
}
