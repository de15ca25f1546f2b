import { plural, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "#src/client/components/ui/button";
import { isolate } from "#src/client/i18n/format";
import { cn } from "#src/client/lib/cn";
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
import { GroupSheetTools, type SheetLayout } from "./group-sheet-tools";
import { PrintFrame, PrintHeading } from "./print-frame";

/** The sheet handed over by Print Groups (router state), else the tab's last groups. */
export function sheetToPrint(state: unknown, fallback: () => GroupSheet | null): GroupSheet | null {
  const passed =
    typeof state === "object" && state !== null && "groupSheet" in state
      ? readGroupSheet(state.groupSheet)
      : null;
  return passed ?? fallback();
}

/** "3 groups, 24 students". */
function sheetNote(groupCount: number, studentCount: number): string {
  const groups = plural(groupCount, { one: "# group", other: "# groups" });
  const students = plural(studentCount, { one: "# student", other: "# students" });
  return t`${groups}, ${students}`;
}

// One group per page: each card fills a page of its own (the last one leaves no blank page).
const CARDS_CSS = `@media print {
  .group-card-page { break-after: page; }
  .group-card-page:last-child { break-after: auto; }
}`;

/**
 * The group sheet (Print Groups): every group with its members. It is for students, so
 * attributes with show_to_students off are left out (docs/product.md#attributes). On one page
 * by default: up to eight groups of a class of 35 fit one A4 or Letter page with names at 15 pt
 * (names only unless Show attributes is on); One group per page prints table cards.
 */
export function PrintGroupsPage() {
  const location = useLocation();
  const [sheet] = useState(() =>
    sheetToPrint(location.state, () => loadGroupSheet(browserSession())),
  );
  const [layout, setLayout] = useState<SheetLayout>("sheet");
  const [withAttributes, setWithAttributes] = useState(false);
  const shown = sheet ? studentFacing(sheet.attributes) : [];
  // A group emptied by hand moves is nobody's group on paper: left out, the others numbered on.
  const groups = sheet ? sheet.groups.filter((g) => g.length > 0) : [];
  const students = groups.reduce((sum, g) => sum + g.length, 0);
  // A saved grouping is titled "<class>: <its name>", other groups "Groups: <class>".
  const kind = sheet?.saved ? sheet.className : t`Groups`;
  const title = sheet?.saved ? savedName(sheet.saved) : sheet?.className;
  const cards = layout === "cards";
  const badges = withAttributes && shown.length > 0;

  return (
    <PrintFrame
      title={sheet ? `${isolate(kind)}: ${isolate(title ?? "")}` : t`Groups`}
      backTo="/groups"
      canPrint={sheet !== null}
      tools={
        sheet ? (
          <GroupSheetTools
            layout={layout}
            onLayout={setLayout}
            attributes={withAttributes}
            onAttributes={setWithAttributes}
            canShowAttributes={shown.length > 0}
          />
        ) : null
      }
    >
      {sheet ? (
        <>
          {cards ? <style>{CARDS_CSS}</style> : null}
          <div className={cards ? "print:hidden" : undefined}>
            <PrintHeading kind={kind} title={title} note={sheetNote(groups.length, students)} />
          </div>
          <ol
            className={cn(
              "grid gap-4",
              cards ? "print:block" : "gap-3 sm:grid-cols-2 print:grid-cols-2 print:gap-2",
            )}
          >
            {groups.map((group, g) => (
              <li
                key={group[0]?.id ?? g}
                aria-labelledby={`sheet-group-${g}`}
                className={cn(
                  "print-keep grid content-start rounded-card border-2 border-slate-400",
                  cards ? "group-card-page gap-4 p-6 print:border-0" : "gap-1 p-3 print:py-2",
                )}
              >
                {cards ? (
                  <p className="text-lg text-muted-foreground wrap-anywhere">
                    <bdi>{sheet.className}</bdi>
                  </p>
                ) : null}
                <h2
                  id={`sheet-group-${g}`}
                  className={cn("font-bold", cards ? "text-[40pt] leading-tight" : "text-[16pt]")}
                >
                  {groupLabel(g)}
                </h2>
                <ul className={cn("grid", cards ? "gap-3" : badges ? "gap-2" : "gap-0")}>
                  {group.map((student) => (
                    <li key={student.id} className="grid min-w-0 gap-1">
                      <span
                        className={cn(
                          "font-medium wrap-anywhere",
                          cards ? "text-[28pt] leading-tight" : "text-[15pt] leading-snug",
                        )}
                      >
                        <bdi>{student.name}</bdi>
                      </span>
                      {badges ? <MemberBadges definitions={shown} student={student} /> : null}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <div className="grid justify-items-start gap-4">
          <PrintHeading kind={t`Groups`} />
          <p>
            <Trans>No groups to print yet. Generate groups first, then choose Print Groups.</Trans>
          </p>
          <Link to="/groups" className={buttonClasses("default")}>
            <Trans>Go to Groups</Trans>
          </Link>
        </div>
      )}
    </PrintFrame>
  );
}
