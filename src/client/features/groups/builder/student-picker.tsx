import { Trans } from "@lingui/react/macro";
import { type Dispatch, memo, useEffect, useId, useRef } from "react";
import { LongList } from "#src/client/components/ui/long-list";
import {
  type GroupForm,
  type GroupFormAction,
  selectAllState,
  selectionSummary,
} from "../model/group-form-state";

type Student = { id: string; name: string };

const rowClasses =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-muted has-focus-visible:bg-muted";
const boxClasses = "size-5 shrink-0 cursor-pointer accent-primary";
/** 50 students in two columns of 44 px rows (a big class's list; see LongList). */
const CHUNK_HEIGHT = 25 * 44;

const StudentCheckbox = memo(function StudentCheckbox({
  student,
  checked,
  absent,
  dispatch,
}: {
  student: Student;
  checked: boolean;
  absent: boolean;
  dispatch: Dispatch<GroupFormAction>;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: chunks (role none) stand between list and items
    <div role="listitem" className="min-w-0">
      <label className={rowClasses}>
        <input
          type="checkbox"
          className={boxClasses}
          checked={checked}
          onChange={() => dispatch({ type: "toggle-student", id: student.id })}
        />
        <span className="min-w-0 wrap-anywhere">
          <bdi>{student.name}</bdi>
          {absent ? (
            <span className="ms-2 text-sm text-muted-foreground">
              <Trans>(Absent)</Trans>
            </span>
          ) : null}
        </span>
      </label>
    </div>
  );
});

/**
 * Who takes part: Select all, then one checkbox per student, with a running count (docs/product.md#groups). Memo: a
 * class of 5,000 is not walked again when something else on the Groups screen changes.
 */
export const StudentPicker = memo(function StudentPicker({
  students,
  form,
  dispatch,
  selectedCount,
  absent,
}: {
  students: readonly Student[];
  form: GroupForm;
  dispatch: Dispatch<GroupFormAction>;
  selectedCount: number;
  /** Today's absent students: left out by default, still selectable by hand. */
  absent: ReadonlySet<string>;
}) {
  const countId = useId();
  const allRef = useRef<HTMLInputElement>(null);
  const all = selectAllState(selectedCount, students.length);
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = all === "mixed";
  }, [all]);

  return (
    <fieldset className="grid min-w-0 content-start gap-2" aria-describedby={countId}>
      <legend className="mb-1 text-lg font-semibold">
        <Trans>Students</Trans>
      </legend>
      <p id={countId} className="text-sm text-muted-foreground" aria-live="polite">
        {selectionSummary(selectedCount, students.length)}
      </p>
      <label className={`${rowClasses} border-b border-border font-medium`}>
        <input
          ref={allRef}
          type="checkbox"
          className={boxClasses}
          checked={all === true}
          onChange={() =>
            dispatch({ type: "select-all", ids: students.map((s) => s.id), selected: all !== true })
          }
        />
        <Trans>Select all</Trans>
      </label>
      <LongList
        items={students}
        // The box shows two columns of seven: a big class's list starts with those.
        firstStep={30}
        className="max-h-80 min-w-0 overflow-y-auto"
        chunkClassName="grid min-w-0 gap-x-2 sm:grid-cols-2"
        chunkHeight={CHUNK_HEIGHT}
        renderItem={(student) => (
          <StudentCheckbox
            key={student.id}
            student={student}
            checked={!form.excluded.has(student.id)}
            absent={absent.has(student.id)}
            dispatch={dispatch}
          />
        )}
      />
    </fieldset>
  );
});
