import { plural, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { memo, useId } from "react";
import { numberText } from "#src/client/i18n/format";
import type { HistoryPeriod, TallyRow } from "#src/domain/wheel/history-stats";

type Group = { key: string; title: string; rows: TallyRow[] };

function groups(rows: readonly TallyRow[]): Group[] {
  const all: Group[] = [
    {
      key: "not-picked",
      title: t`Not picked yet`,
      rows: rows.filter((r) => !r.former && r.count === 0),
    },
    { key: "picked", title: t`Picked`, rows: rows.filter((r) => !r.former && r.count > 0) },
    { key: "former", title: t`No longer in this class`, rows: rows.filter((r) => r.former) },
  ];
  return all.filter((group) => group.rows.length > 0);
}

/** "2 of 5 students not picked today." (the period's own sentence, for the translations). */
function summary(notPicked: number, students: number, period: HistoryPeriod): string {
  if (students === 0) return t`No students in this class.`;
  const count = numberText(notPicked);
  switch (period) {
    case "today":
      return t`${count} of ${plural(students, { one: "# student", other: "# students" })} not picked today.`;
    case "week":
      return t`${count} of ${plural(students, { one: "# student", other: "# students" })} not picked this week.`;
    case "all":
      return t`${count} of ${plural(students, { one: "# student", other: "# students" })} not picked since the history was last cleared.`;
  }
}

/**
 * "Picks per student" for the chosen period: a bar chart made of an HTML table, so
 * screen readers read each name with its count. Never-picked students come first under their
 * own heading; students absent today say so in text. The chart scrolls within a capped height
 * (reachable by keyboard), so a class of 1,000 stays compact.
 */
export const HistoryTally = memo(function HistoryTally({
  rows,
  period,
}: {
  rows: readonly TallyRow[];
  period: HistoryPeriod;
}) {
  const headingId = useId();
  const students = rows.filter((r) => !r.former).length;
  const notPicked = rows.filter((r) => !r.former && r.count === 0).length;
  const most = Math.max(1, ...rows.map((r) => r.count));
  return (
    <div className="grid min-w-0 gap-2">
      <div className="grid gap-0.5">
        <h3 id={headingId} className="text-base font-semibold">
          <Trans>Picks per student</Trans>
        </h3>
        <p className="text-sm text-muted-foreground">{summary(notPicked, students, period)}</p>
      </div>
      {rows.length > 0 ? (
        <section
          aria-labelledby={headingId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
          className="max-h-72 min-w-0 overflow-y-auto rounded-lg border border-border"
        >
          <table className="w-full table-fixed border-collapse text-sm">
            <caption className="sr-only">
              <Trans>Picks per student</Trans>
            </caption>
            <colgroup>
              <col className="w-2/5" />
              <col />
            </colgroup>
            <thead className="sticky top-0 z-10 bg-card">
              <tr className="border-b border-border text-start text-muted-foreground">
                <th scope="col" className="px-3 py-1.5 text-start font-medium">
                  <Trans>Student</Trans>
                </th>
                <th scope="col" className="px-3 py-1.5 text-end font-medium">
                  <Trans>Picks</Trans>
                </th>
              </tr>
            </thead>
            {groups(rows).map((group) => (
              <tbody key={group.key}>
                <tr>
                  <th
                    scope="rowgroup"
                    colSpan={2}
                    className="bg-muted px-3 py-1.5 text-start font-semibold"
                  >
                    {group.title} ({numberText(group.rows.length)})
                  </th>
                </tr>
                {group.rows.map((row) => (
                  <tr key={row.student_id} data-absent={row.absent ? "" : undefined}>
                    <th scope="row" className="px-3 py-1 text-start align-middle font-medium">
                      <bdi className="block wrap-anywhere">{row.name}</bdi>
                      {row.absent ? (
                        <span className="block truncate font-normal text-muted-foreground">
                          <Trans>Absent today</Trans>
                        </span>
                      ) : null}
                    </th>
                    <td className="py-1 pe-3 align-middle">
                      <div className="flex min-w-0 items-center gap-2">
                        <div
                          aria-hidden="true"
                          className="h-3 min-w-0 flex-1 rounded-full bg-muted"
                        >
                          <div
                            className="h-full rounded-full bg-ring"
                            style={{ width: `${(row.count / most) * 100}%` }}
                          />
                        </div>
                        <span className="w-8 shrink-0 text-end tabular-nums">
                          {numberText(row.count)}
                        </span>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </section>
      ) : null}
    </div>
  );
});
