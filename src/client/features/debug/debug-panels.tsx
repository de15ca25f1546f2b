import { plural, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { errorMessage } from "#src/client/components/screens/error-screen";
import { useDataSource } from "#src/client/data/data-context";
import { queryKeys } from "#src/client/data/source";
import { ClassPicker, useSelectedClass } from "../classes";
import { useClasses } from "../classes/api";

const SHOWN_ROWS = 200;

function Table({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <div className="overflow-x-auto rounded-card border border-border bg-card">
      <table className="w-full text-start text-sm">
        <thead className="bg-muted">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: read-only rows in a fixed order
            <tr key={i} className="border-t border-border">
              {cells.map((cell, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                <td key={j} className="px-3 py-2 font-mono break-all">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Status({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

function ErrorStatus({ error }: { error: unknown }) {
  const message = errorMessage(error);
  return (
    <Status>
      <Trans>Error: {message}</Trans>
    </Status>
  );
}

// The English of this page is the developers' own ("1 classes"), kept as it was; the other
// languages say each count in their own plural forms.
const classCount = (count: number) => plural(count, { one: "# classes", other: "# classes" });
const studentCount = (count: number) => plural(count, { one: "# students", other: "# students" });

export function DebugClasses() {
  const { data, error, isPending } = useClasses();
  if (isPending)
    return (
      <Status>
        <Trans>Loading...</Trans>
      </Status>
    );
  if (!data) return <ErrorStatus error={error} />;
  return (
    <div className="grid gap-3">
      <Status>{classCount(data.length)}</Status>
      <Table
        head={["id", "name", "students", "updated_at"]}
        rows={data.map((c) => [c.id, c.name, c.studentCount, c.updated_at])}
      />
    </div>
  );
}

export function DebugStudents() {
  const source = useDataSource();
  const { classId } = useSelectedClass();
  const students = useQuery({
    queryKey: queryKeys.students(classId ?? ""),
    queryFn: () => source.listStudents(classId ?? ""),
    enabled: classId !== null,
  });
  const data = students.data;
  return (
    <div className="grid gap-3">
      <ClassPicker />
      {!classId ? (
        <Status>
          <Trans>No class selected.</Trans>
        </Status>
      ) : null}
      {classId && students.isPending ? (
        <Status>
          <Trans>Loading...</Trans>
        </Status>
      ) : null}
      {classId && students.isError ? <ErrorStatus error={students.error} /> : null}
      {data ? (
        <>
          <Status>
            {studentCount(data.length)}
            {data.length > SHOWN_ROWS ? ` ${t`(first ${SHOWN_ROWS} shown)`}` : ""}
          </Status>
          <Table
            head={["id", "name", "number", "color", "element", "shape"]}
            rows={data
              .slice(0, SHOWN_ROWS)
              .map((s) => [s.id, s.name, s.number ?? "null", s.color, s.element, s.shape])}
          />
        </>
      ) : null}
    </div>
  );
}

export function DebugGroups() {
  const { data } = useClasses();
  const classes = classCount(data?.length ?? 0);
  const studentsInAll = studentCount(data?.reduce((sum, c) => sum + c.studentCount, 0) ?? 0);
  return (
    <div className="grid gap-2">
      <Status>
        <Trans>
          Groups are not stored: each run of the Groups tab makes a new result from the class's
          students.
        </Trans>
      </Status>
      <Status>{t`${classes}, ${studentsInAll} in all.`}</Status>
    </div>
  );
}
