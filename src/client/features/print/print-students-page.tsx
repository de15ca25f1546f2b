import { plural, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useMemo } from "react";
import { useParams } from "react-router";
import { AttributeBadge } from "#src/client/components/attribute-badge";
import { Spinner } from "#src/client/components/ui/spinner";
import { attributeNameText } from "#src/client/i18n/attribute-words";
import { compareNames, isolate, numberText } from "#src/client/i18n/format";
import type { StudentDto } from "#src/domain/schemas/students";
import { ATTRIBUTE_NAMES } from "#src/domain/students/attributes";
import { useClasses } from "../classes/api";
import { useAttributes } from "../settings/api";
import { useStudents } from "../students/api";
import { PrintFrame, PrintHeading } from "./print-frame";

/** Students in alphabetical order (the language's), for a printed list. */
export function sortByName<T extends Pick<StudentDto, "name">>(students: readonly T[]): T[] {
  return [...students].sort((a, b) => compareNames(a.name, b.name));
}

/** A print view while its students load. */
export function Loading() {
  return (
    <div className="flex justify-center p-10">
      <Spinner />
      <span role="status" className="sr-only">
        <Trans>Loading students...</Trans>
      </span>
    </div>
  );
}

/** The student list of a class (from the Students tab's print card): names and attributes. */
export function PrintStudentsPage() {
  const { classId = "" } = useParams();
  const classes = useClasses();
  const students = useStudents(classId);
  const attributes = useAttributes(classId);
  const chosen = classes.data?.find((c) => c.id === classId);
  const sorted = useMemo(() => sortByName(students.data ?? []), [students.data]);
  const className = chosen ? isolate(chosen.name) : "";
  const title = chosen ? t`Student List: ${className}` : t`Student List`;

  let body = <Loading />;
  if (classes.isError || students.isError) {
    body = (
      <p role="alert">
        <Trans>The student list could not be loaded. Go back and try again.</Trans>
      </p>
    );
  } else if (classes.isSuccess && !chosen) {
    body = (
      <p role="alert">
        <Trans>This class could not be found.</Trans>
      </p>
    );
  } else if (chosen && students.isSuccess) {
    const studentCount = sorted.length;
    const count = plural(studentCount, { one: "# student", other: "# students" });
    body = (
      <>
        <PrintHeading kind={t`Student List`} title={chosen.name} note={count} />
        {sorted.length === 0 ? (
          <p>
            <Trans>No students in this class yet.</Trans>
          </p>
        ) : (
          // Narrow screens scroll the table, not the page; on paper it fits the width.
          <section
            aria-label={t`Student list`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
            tabIndex={0}
            className="overflow-x-auto print:overflow-visible"
          >
            <table className="w-full border-collapse text-start text-sm">
              <thead>
                <tr className="border-b-2 border-slate-400">
                  <th scope="col" className="py-2 pe-2 text-start font-semibold">
                    #
                  </th>
                  <th scope="col" className="py-2 pe-2 text-start font-semibold">
                    <Trans>Name</Trans>
                  </th>
                  {ATTRIBUTE_NAMES.map((name) => (
                    <th
                      key={name}
                      scope="col"
                      className="py-2 pe-2 text-start font-semibold wrap-anywhere"
                    >
                      {attributeNameText(name, attributes[name].displayName)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {sorted.map((student, i) => (
                  <tr key={student.id} className="border-b border-border">
                    <td className="py-1.5 pe-2 text-muted-foreground">{numberText(i + 1)}</td>
                    <th
                      scope="row"
                      className="min-w-32 py-1.5 pe-2 text-start font-medium wrap-anywhere"
                    >
                      <bdi>{student.name}</bdi>
                    </th>
                    {ATTRIBUTE_NAMES.map((name) => (
                      <td key={name} className="py-1.5 pe-2">
                        <AttributeBadge definition={attributes[name]} value={student[name]} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </>
    );
  }

  return (
    <PrintFrame title={title} backTo="/students" canPrint={Boolean(chosen && students.isSuccess)}>
      {body}
    </PrintFrame>
  );
}
