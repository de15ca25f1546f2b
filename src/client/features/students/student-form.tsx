import { i18n } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Sparkles } from "lucide-react";
import { type FormEvent, useEffect, useReducer, useRef } from "react";
import { AttributeBadges } from "#src/client/components/attribute-badge";
import { ConflictAlert } from "#src/client/components/conflict-alert";
import { toast } from "#src/client/components/toast/toast-store";
import { Button } from "#src/client/components/ui/button";
import { Field } from "#src/client/components/ui/field";
import { Input } from "#src/client/components/ui/input";
import { Label } from "#src/client/components/ui/label";
import { Switch } from "#src/client/components/ui/switch";
import { failureReason } from "#src/client/lib/failure-reason";
import { useOneAtATime } from "#src/client/lib/one-at-a-time";
import { useVersionedEdit } from "#src/client/lib/use-versioned-edit";
import type { StudentDto } from "#src/domain/schemas/students";
import type { AttributeSet } from "#src/domain/students/attributes";
import { type AttributeCounts, balancedValues, countValues } from "#src/domain/students/balance";
import { normalizeName } from "#src/domain/students/student";
import { useCreateStudent, useUpdateStudent } from "./api";
import { AttributeSelects } from "./attribute-selects";
import {
  canSave,
  initialStudentForm,
  studentFormReducer,
  valuesToSave,
} from "./student-form-state";
import { useStudentFormLost } from "./use-student-form-lost";
import { useWritesPaused } from "./writes-paused";

/** Which dialog is open: add, edit one student, or none. */
export type StudentDialogTarget = { mode: "add" } | { mode: "edit"; student: StudentDto } | null;

/** Opens the dialog (the roster page itself does not redraw: decision 0025). */
export type StudentDialogHandle = { open: (target: NonNullable<StudentDialogTarget>) => void };

export type Props = {
  target: StudentDialogTarget;
  onClose: () => void;
  classId: string;
  students: readonly StudentDto[];
  attributes: AttributeSet;
  balancedDefault: boolean;
};

/** What closing or leaving the dialog with changes loses (the question's description). */

export const TEXT = {
  add: {
    title: msg`Add New Student`,
    description: msg`Add a new student to your class with their qualifying attributes`,
    submit: msg`Add Student`,
  },
  edit: {
    title: msg`Edit Student`,
    description: msg`Update student information and attributes`,
    submit: msg`Update Student`,
  },
} as const;

/**
 * The counts of the balanced assignment for a roster (the query's array, never changed in place),
 * kept for the next form: the form prepared after a closing does not count 5,000 students again.
 */
const counted = new WeakMap<
  readonly StudentDto[],
  { attributes: AttributeSet; counts: AttributeCounts }
>();
function countsOf(attributes: AttributeSet, students: readonly StudentDto[]): AttributeCounts {
  const known = counted.get(students);
  if (known?.attributes === attributes) return known.counts;
  const counts = countValues(attributes, students);
  counted.set(students, { attributes, counts });
  return counts;
}

/** The student form of the dialog: adds or edits one student (docs/product.md#students, docs/product.md#balanced-assignment). */
export function StudentForm({
  target,
  onClose,
  classId,
  students,
  attributes,
  balancedDefault,
}: Props & { target: NonNullable<StudentDialogTarget> }) {
  const counts = countsOf(attributes, students);
  const compute = () => balancedValues(attributes, counts);
  const [state, dispatch] = useReducer(studentFormReducer, undefined, () =>
    initialStudentForm(
      attributes,
      target.mode === "edit"
        ? { mode: "edit", student: target.student }
        : { mode: "add", balancedDefault, preview: compute },
    ),
  );
  const create = useCreateStudent();
  const update = useUpdateStudent();
  const saving = create.isPending || update.isPending;
  // Offline (docs/product.md#offline) the save would only wait: unavailable until back online.
  const paused = useWritesPaused();
  const text = TEXT[state.mode];
  // The version the form was loaded from, sent as If-Match; a refused save keeps the
  // teacher's input and offers the student as stored now.
  const nameRef = useRef<HTMLInputElement>(null);
  const edit = useVersionedEdit<StudentDto>({
    loaded: target.mode === "edit" ? target.student : null,
    onReload: (current) => dispatch({ type: "load", attributes, student: current }),
    focus: nameRef,
  });

  useStudentFormLost(state, target.mode === "edit" ? edit.base : null, attributes);

  // Recomputed when the count of existing students changes (docs/product.md#balanced-assignment;
  // the form was made with the count it opens with: a prepared form is made again when it does).
  const madeWith = useRef(students.length);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the count triggers it
  useEffect(() => {
    if (madeWith.current === students.length) return;
    madeWith.current = students.length;
    if (state.balanced) dispatch({ type: "preview", preview: balancedValues(attributes, counts) });
  }, [students.length]);

  const oneAtATime = useOneAtATime();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (canSave(state) && !saving && !paused) void oneAtATime(save);
  }

  async function save() {
    const values = valuesToSave(state, attributes, counts);
    const name = normalizeName(state.name);
    try {
      if (target.mode === "edit") {
        await update.mutateAsync({
          id: target.student.id,
          input: { name, ...values },
          classId,
          ifMatch: edit.ifMatch,
        });
        toast({ title: t`Student updated successfully` });
      } else {
        await create.mutateAsync({ name, ...values, class_id: classId });
        toast({ title: t`Student added successfully` });
      }
      onClose();
    } catch (error) {
      if (edit.refused(error)) return;
      toast({
        title: target.mode === "edit" ? t`Failed to update student` : t`Failed to add student`,
        // The server's reason when it gave one (e.g. a full class, docs/product.md#limits).
        description: failureReason(error),
        variant: "destructive",
      });
    }
  }

  const shown = state.balanced && state.preview ? state.preview : state.values;
  return (
    <form onSubmit={submit} className="grid gap-5" noValidate>
      {edit.conflict ? (
        <ConflictAlert
          current={edit.conflict}
          title={t`This student was changed somewhere else.`}
          onReload={edit.reload}
          onKeep={edit.keepMine}
        />
      ) : null}
      <Field id="student-name" label={t`Student Name`}>
        {() => (
          <Input
            ref={nameRef}
            id="student-name"
            value={state.name}
            onChange={(e) => dispatch({ type: "name", name: e.target.value })}
            placeholder={t`John Doe`}
            autoComplete="off"
            maxLength={100}
            required
            aria-required="true"
          />
        )}
      </Field>
      {state.mode === "add" ? (
        <div className="flex items-start gap-3">
          <Switch
            id="student-balanced"
            checked={state.balanced}
            onCheckedChange={(on) => dispatch({ type: "balanced", on, preview: compute() })}
            aria-describedby="student-balanced-hint"
            className="mt-2"
          />
          <div className="grid gap-0.5">
            <Label htmlFor="student-balanced" className="min-h-11 content-center text-base">
              <Trans>Use Balanced Assignment</Trans>
            </Label>
            <p id="student-balanced-hint" className="text-sm text-muted-foreground">
              <Trans>Automatically assign attributes to maintain even distribution</Trans>
            </p>
          </div>
        </div>
      ) : null}
      <AttributeSelects
        attributes={attributes}
        values={shown}
        disabled={state.balanced}
        onChange={(attribute, value) => dispatch({ type: "value", attribute, value })}
      />
      {state.balanced && state.preview ? (
        <section
          aria-label={t`Balanced preview`}
          aria-live="polite"
          className="grid gap-2 rounded-card border border-border bg-muted p-4"
        >
          <p className="text-sm font-medium">
            <Trans>Balanced values for this student</Trans>
          </p>
          <AttributeBadges attributes={attributes} student={state.preview} />
        </section>
      ) : null}
      {state.mode === "add" ? (
        <Button
          variant="outline"
          onClick={() => dispatch({ type: "fill", values: compute() })}
          className="justify-self-start"
        >
          <Sparkles aria-hidden="true" />
          <Trans>Preview Balanced</Trans>
        </Button>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {/* The teacher's own choice to drop the input: closes without asking. */}
        <Button variant="outline" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={!canSave(state) || saving || paused}>
          {saving ? t`Saving...` : i18n._(text.submit)}
        </Button>
      </div>
    </form>
  );
}
