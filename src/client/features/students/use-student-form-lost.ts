import { msg, t } from "@lingui/core/macro";
import { useMemo, useState } from "react";
import { useUnsavedEdits } from "#src/client/lib/unsaved-edits";
import type { StudentDto } from "#src/domain/schemas/students";
import type { AttributeSet } from "#src/domain/students/attributes";
import { hasChanges, initialStudentForm, type StudentFormState } from "./student-form-state";

export const STUDENT_FORM_LOST = msg`What you typed in the student form will be lost.`;

/**
 * Asks before the student form's input is lost (the dialog closing but for Cancel, or the page
 * leaving it): a change from what the form opened with, or from the student as reloaded after a
 * conflict (`reloaded`).
 */
export function useStudentFormLost(
  state: StudentFormState,
  reloaded: StudentDto | null,
  attributes: AttributeSet,
): void {
  const [opened] = useState(state);
  const first = useMemo(
    () => (reloaded ? initialStudentForm(attributes, { mode: "edit", student: reloaded }) : opened),
    [reloaded, attributes, opened],
  );
  useUnsavedEdits(hasChanges(state, first), t(STUDENT_FORM_LOST));
}
