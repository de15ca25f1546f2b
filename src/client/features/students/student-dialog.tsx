import { i18n } from "@lingui/core";
import { Activity, type Ref, useCallback, useImperativeHandle, useMemo, useState } from "react";
import { FormDialog } from "#src/client/components/ui/form-dialog";
import { leaveUnsavedEdits } from "#src/client/lib/unsaved-edits";
import {
  type Props,
  type StudentDialogHandle,
  type StudentDialogTarget,
  StudentForm,
  TEXT,
} from "./student-form";

export type { StudentDialogHandle, StudentDialogTarget } from "./student-form";

/**
 * The student dialog of docs/product.md#students (add and edit modes). Its form resets on every opening. It keeps
 * which student it shows itself and is opened through `ref`, so opening it draws the dialog
 * alone, not the roster of a big class around it.
 *
 * While it is closed, a fresh Add form is prepared in a hidden `<Activity>` (React renders it
 * when the page is idle, its elements kept out of the page with `display: none` and its effects
 * not run): opening Add Student then only shows it and runs its effects (the focus trap, the
 * page hidden from assistive tech, focus on the name), instead of rendering the dialog and
 * creating its elements in the click's frame (decision 0025). It is prepared again after each
 * closing and when what its first values come from changes (the class and its students, the
 * settings' attributes, the balanced default); Edit renders its student's form on opening.
 */
export function StudentDialog({
  ref,
  classId,
  students,
  attributes,
  balancedDefault,
}: Omit<Props, "target" | "onClose"> & { ref: Ref<StudentDialogHandle> }) {
  const [shown, setShown] = useState<{ target: NonNullable<StudentDialogTarget>; key: string }>();
  const [closings, setClosings] = useState(0);
  const prepared = `add:${closings}:${classId}:${versionOf(students)}:${versionOf(attributes)}:${balancedDefault}`;
  useImperativeHandle(
    ref,
    () => ({
      open: (target) =>
        setShown(
          target.mode === "add"
            ? { target: ADD, key: prepared }
            : { target, key: `edit:${target.student.id}:${closings}` },
        ),
    }),
    [prepared, closings],
  );
  const onClose = useCallback(() => {
    setShown(undefined);
    setClosings((n) => n + 1);
  }, []);
  const target = shown?.target ?? ADD;
  const key = shown?.key ?? prepared;
  // The same element when the prepared form is shown: showing it renders nothing again.
  const dialog = useMemo(
    () => (
      <FormDialog
        key={key}
        open
        onOpenChange={(open) => {
          // Escape, Close or a click beside it: asked first when the form holds changes.
          if (!open) void leaveUnsavedEdits().then((ok) => ok && onClose());
        }}
        title={i18n._(TEXT[target.mode].title)}
        description={i18n._(TEXT[target.mode].description)}
      >
        <StudentForm
          target={target}
          onClose={onClose}
          classId={classId}
          students={students}
          attributes={attributes}
          balancedDefault={balancedDefault}
        />
      </FormDialog>
    ),
    [key, target, onClose, classId, students, attributes, balancedDefault],
  );
  return <Activity mode={shown ? "visible" : "hidden"}>{dialog}</Activity>;
}

const ADD = { mode: "add" } as const;

/** A number for each roster and attribute set the dialog has seen (a new one when they change). */
const versions = new WeakMap<object, number>();
let lastVersion = 0;
function versionOf(value: object): number {
  const known = versions.get(value);
  if (known !== undefined) return known;
  lastVersion += 1;
  versions.set(value, lastVersion);
  return lastVersion;
}
