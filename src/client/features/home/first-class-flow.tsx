import { Trans } from "@lingui/react/macro";
import { type RefObject, useEffect, useRef, useState } from "react";
import { Button } from "#src/client/components/ui/button";
import { Spinner } from "#src/client/components/ui/spinner";
import { useStudents } from "../students/api";
import { AddStudentsStep, type ImportOpen } from "./add-students-step";
import type { FirstClassStep } from "./first-class-step";
import { NameStep } from "./name-step";

/**
 * Moves the focus to the step's heading when the step changes (not when the flow first shows:
 * the tab's own heading has it then), once no import dialog is open (its closing puts the focus
 * back where it was opened, which the next step has replaced).
 */
function useStepFocus(heading: RefObject<HTMLHeadingElement | null>, key: string, hold: boolean) {
  const focused = useRef(key);
  useEffect(() => {
    if (hold || focused.current === key) return;
    const timer = window.setTimeout(() => {
      if (!heading.current) return;
      focused.current = key;
      heading.current.focus();
    });
    return () => window.clearTimeout(timer);
  }, [heading, key, hold]);
}

/** Home for a teacher without a class (docs/product.md#home): name it, add students, spin or group. */
export function FirstClassFlow({ step }: { step: NonNullable<FirstClassStep> }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [open, setOpen] = useState<ImportOpen>(null);
  const classId = step.step === "students" ? step.item.id : null;
  const students = useStudents(classId);
  const ready = (students.data?.length ?? 0) > 0;
  const key = `${step.step}:${step.item?.id ?? "new"}:${ready ? "ready" : "empty"}`;
  // Held while an import dialog is open, or the students are loading (no heading yet).
  useStepFocus(heading, key, open !== null || (classId !== null && students.isPending));

  if (step.step === "name") {
    return <NameStep key={step.item?.id ?? "new"} item={step.item} headingRef={heading} />;
  }
  if (students.isPending) {
    return (
      <div className="flex flex-col items-center gap-3 p-10">
        <Spinner />
        <p role="status" className="text-muted-foreground">
          <Trans>Loading students...</Trans>
        </p>
      </div>
    );
  }
  if (!students.data) {
    const name = step.item.name;
    return (
      <div role="alert" className="grid justify-items-center gap-3 p-8 text-center">
        <p>
          <Trans>
            The students of <bdi>{name}</bdi> could not be loaded.
          </Trans>
        </p>
        <Button variant="outline" onClick={() => void students.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return (
    <AddStudentsStep
      item={step.item}
      students={students.data}
      headingRef={heading}
      open={open}
      onOpenChange={setOpen}
    />
  );
}
