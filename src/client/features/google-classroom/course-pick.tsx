import { plural, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { type RefObject, useId } from "react";
import { Label } from "#src/client/components/ui/label";
import { NativeSelect } from "#src/client/components/ui/native-select";
import { numberText } from "#src/client/i18n/format";
import type { ClassDto } from "#src/domain/schemas/classes";
import type { GoogleCourseDto } from "#src/domain/schemas/google-classroom";

/** Per course: picked or not, and the class it fills ("new" makes one). */
export type CourseChoices = Record<string, { picked: boolean; target: string }>;

export const NEW_CLASS = "new";

export function initialCourseChoices(courses: readonly GoogleCourseDto[]): CourseChoices {
  return Object.fromEntries(
    courses.map((c) => [c.id, { picked: false, target: c.linked_class_id ?? NEW_CLASS }]),
  );
}

/** "2 active courses where you teach (ms.lee@school.org)." */
function coursesText(count: number, email: string | null): string {
  if (count === 0) return t`No active courses where you teach were found in Google Classroom.`;
  const number = numberText(count);
  return email
    ? t`${plural(count, { one: `${number} active course where you teach`, other: `${number} active courses where you teach` })} (${email}).`
    : t`${plural(count, { one: `${number} active course where you teach`, other: `${number} active courses where you teach` })}.`;
}

/** The teacher's active courses, a checkbox each; a picked one chooses New class or a class. */
export function CoursePick({
  courses,
  classes,
  linkedClassIds,
  choices,
  onChoices,
  email,
  headingRef,
  disabled,
}: {
  courses: readonly GoogleCourseDto[];
  classes: readonly ClassDto[];
  /** Classes linked to a roster (any): only their own course may fill them. */
  linkedClassIds: ReadonlySet<string>;
  choices: CourseChoices;
  onChoices: (next: CourseChoices) => void;
  email: string | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-3">
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
        <Trans>Choose Courses</Trans>
      </h3>
      <p role="status" className="text-sm break-words">
        {coursesText(courses.length, email)}
      </p>
      <fieldset className="grid min-w-0 gap-2">
        <legend className="sr-only">
          <Trans>Your Google Classroom courses</Trans>
        </legend>
        <ul className="grid min-w-0 gap-2">
          {courses.map((course, i) => {
            const choice = choices[course.id] ?? { picked: false, target: NEW_CLASS };
            const row = `${id}-${i}`;
            const linked = classes.find((c) => c.id === course.linked_class_id);
            const linkedName = linked?.name;
            return (
              <li
                key={course.id}
                className="grid min-w-0 gap-2 rounded-lg border border-border p-3"
              >
                <div className="flex min-w-0 items-start gap-3">
                  <input
                    id={`${row}-pick`}
                    type="checkbox"
                    checked={choice.picked}
                    disabled={disabled}
                    onChange={(e) =>
                      onChoices({
                        ...choices,
                        [course.id]: { ...choice, picked: e.target.checked },
                      })
                    }
                    className="mt-0.5 size-5 shrink-0 cursor-pointer accent-(--primary)"
                  />
                  <label htmlFor={`${row}-pick`} className="min-w-0 cursor-pointer break-words">
                    <bdi className="font-medium">{course.name}</bdi>
                    {course.section ? (
                      <span className="text-muted-foreground">
                        {" "}
                        · <bdi>{course.section}</bdi>
                      </span>
                    ) : null}
                    {linkedName ? (
                      <span className="block text-sm text-muted-foreground">
                        <Trans>
                          Imported before into <bdi>{linkedName}</bdi>
                        </Trans>
                      </span>
                    ) : null}
                  </label>
                </div>
                {choice.picked ? (
                  <div className="grid min-w-0 gap-1 sm:ps-8">
                    <Label htmlFor={`${row}-target`}>
                      <Trans>Import into</Trans>
                    </Label>
                    <NativeSelect
                      id={`${row}-target`}
                      value={choice.target}
                      disabled={disabled}
                      onChange={(e) =>
                        onChoices({
                          ...choices,
                          [course.id]: { ...choice, target: e.target.value },
                        })
                      }
                    >
                      <option value={NEW_CLASS}>{t`New class`}</option>
                      {classes
                        .filter((c) => c.id === linked?.id || !linkedClassIds.has(c.id))
                        .map((c) => (
                          <option key={c.id} value={c.id}>
                            {c.name}
                          </option>
                        ))}
                    </NativeSelect>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </fieldset>
    </div>
  );
}
