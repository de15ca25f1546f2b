import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type ReactNode, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#src/client/components/ui/button";
import type { Room } from "#src/domain/seating/room-types";
import { ViewToggle } from "../chart/view-toggle";
import { PrintChart } from "../print/print-chart";
import { keepSeatingSheet, SEATING_SHEET_PATH } from "../print/seating-sheet";
import type { ChartView } from "../room-view";
import { useFitScale } from "./use-fit-scale";

/**
 * Present (the chart filling the screen, for the class to find their seats; the students' view
 * by default, the teacher's a toggle away) and Print (the chart on one page).
 */
export function ChartShow({
  layout,
  roster,
  chart,
  title,
  className,
}: {
  className: string;
  layout: Room;
  roster: readonly { id: string; name: string }[];
  chart: Readonly<Record<string, string>>;
  absent: ReadonlySet<string>;
  title: string;
}) {
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<ChartView>("students");
  const navigate = useNavigate();
  const print = () => {
    const sheet = keepSeatingSheet({
      title,
      className,
      layout,
      chart: { ...chart },
      students: roster.map(({ id, name }) => ({ id, name })),
    });
    void navigate(SEATING_SHEET_PATH, { state: { seatingSheet: sheet } });
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger asChild>
          <Button variant="outline">
            <Trans>Present</Trans>
          </Button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Content
            data-testid="seating-present"
            className="fixed inset-0 z-50 flex flex-col gap-3 overflow-hidden bg-background p-4"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Dialog.Title className="text-2xl font-semibold wrap-anywhere">{title}</Dialog.Title>
              <ViewToggle view={view} onView={setView} />
              <Dialog.Close asChild>
                <Button variant="ghost" size="icon" aria-label={t`Close`}>
                  <X aria-hidden="true" />
                </Button>
              </Dialog.Close>
            </div>
            <Dialog.Description className="sr-only">
              <Trans>The seating chart, filling the screen.</Trans>
            </Dialog.Description>
            <FittedChart>
              <PrintChart
                room={layout}
                chart={chart}
                students={roster}
                copy={view === "students" ? "students" : "teacher"}
                view={view}
              />
            </FittedChart>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <Button variant="outline" onClick={print}>
        <Trans>Print</Trans>
      </Button>
    </div>
  );
}

/** The chart scaled to fill the space left on the screen, never past it. */
function FittedChart({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const scale = useFitScale(box, content);
  return (
    <div ref={box} className="relative min-h-0 min-w-0 flex-1 overflow-hidden">
      <div
        ref={content}
        className="absolute start-1/2 top-0 w-max"
        style={{ transform: `translateX(-50%) scale(${scale})`, transformOrigin: "top center" }}
      >
        {children}
      </div>
    </div>
  );
}
