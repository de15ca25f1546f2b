import { useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import {
  browserSession,
  type GroupSheet,
  groupLabel,
  loadGroupSheet,
  MemberBadges,
  readGroupSheet,
  savedName,
  studentFacing,
} from "../groups";
import { PrintFrame, PrintHeading } from "./print-frame";

/** The sheet handed over by Print Groups (router state), else the tab's last groups. */
export function sheetToPrint(state: unknown, fallback: () => GroupSheet | null): GroupSheet | null {
  const passed =
    typeof state === "object" && state !== null && "groupSheet" in state
      ? readGroupSheet(state.groupSheet)
      : null;
  return passed ?? fallback();
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The group sheet (Print Groups): every group with its members. It is for students, so
 * attributes with show_to_students off are left out (docs/product.md#attributes).
 */
export function PrintGroupsPage() {
  const location = useLocation();
  const [sheet] = useState(() =>
    sheetToPrint(location.state, () => loadGroupSheet(browserSession())),
  );
  const shown = sheet ? studentFacing(sheet.attributes) : [];
  // A group emptied by hand moves is nobody's group on paper: left out, the others numbered on.
  const groups = sheet ? sheet.groups.filter((g) => g.length > 0) : [];
  const students = groups.reduce((sum, g) => sum + g.length, 0);
  // A saved grouping is titled "<class>: <its name>", other groups "Groups: <class>".
  const kind = sheet?.saved ? sheet.className : "Groups";
  const title = sheet?.saved ? savedName(sheet.saved) : sheet?.className;

  return (
    <PrintFrame
      title={sheet ? `${kind}: ${title}` : "Groups"}
      backTo="/groups"
      canPrint={sheet !== null}
    >
      {sheet ? (
        <>
          <PrintHeading
            kind={kind}
            title={title}
            note={`${count(groups.length, "group", "groups")}, ${count(students, "student", "students")}`}
          />
          <ol className="grid gap-4 sm:grid-cols-2">
            {groups.map((group, g) => (
              <li
                key={group[0]?.id ?? g}
                aria-labelledby={`sheet-group-${g}`}
                className="print-keep grid content-start gap-2 rounded-card border-2 border-slate-400 p-4"
              >
                <h2 id={`sheet-group-${g}`} className="text-xl font-bold">
                  {groupLabel(g)}
                </h2>
                <ul className="grid gap-2">
                  {group.map((student) => (
                    <li key={student.id} className="grid min-w-0 gap-1">
                      <span className="text-lg font-medium wrap-anywhere">{student.name}</span>
                      <MemberBadges definitions={shown} student={student} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <div className="grid justify-items-start gap-4">
          <PrintHeading kind="Groups" />
          <p>No groups to print yet. Generate groups first, then choose Print Groups.</p>
          <Link to="/groups" className={buttonClasses("default")}>
            Go to Groups
          </Link>
        </div>
      )}
    </PrintFrame>
  );
}
