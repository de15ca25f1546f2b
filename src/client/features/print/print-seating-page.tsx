import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { useLocation } from "react-router";
import { PrintChart, seatingSheetToPrint } from "../seating";
import { PrintFrame, PrintHeading } from "./print-frame";

/**
 * A seating chart on paper (Print on the Seating tab): the students' copy (board at the top,
 * names only) or the teacher's copy (the teacher's view).
 */
export function PrintSeatingPage() {
  const location = useLocation();
  const [sheet] = useState(() => seatingSheetToPrint(location.state));
  const [copy, setCopy] = useState<"students" | "teacher">("students");
  return (
    <PrintFrame
      title={sheet?.title ?? t`Seating chart`}
      backTo="/seating"
      canPrint={sheet !== null}
      tools={
        sheet ? (
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="size-5"
              checked={copy === "teacher"}
              onChange={(e) => setCopy(e.target.checked ? "teacher" : "students")}
            />
            <Trans>Teacher's copy</Trans>
          </label>
        ) : null
      }
    >
      {sheet ? (
        <>
          <PrintHeading kind={sheet.className} title={sheet.title} />
          <PrintChart
            room={sheet.layout}
            chart={sheet.chart}
            students={sheet.students}
            copy={copy}
          />
        </>
      ) : (
        <p role="alert">
          <Trans>There is no seating chart to print. Seat everyone on the Seating tab first.</Trans>
        </p>
      )}
    </PrintFrame>
  );
}
