import { Trans } from "@lingui/react/macro";
import { ArrowLeft, ClipboardPaste, Upload } from "lucide-react";
import type { RefObject } from "react";
import { useLocation, useNavigate } from "react-router";
import { Button } from "#src/client/components/ui/button";
import { useWritesOpen } from "#src/client/data/data-context";
import type { ClassDto } from "#src/domain/schemas/classes";
import type { StudentDto } from "#src/domain/schemas/students";
import { useGoogleClassroomImport } from "../google-classroom";
import { useOneRosterImport } from "../rosters";
import { useAttributes, useBalancedDefault } from "../settings/api";
import { CsvImportDialog, PasteNamesDialog } from "../students";
import { stepSearch } from "./first-class-step";
import { FROM_NAME_STEP } from "./name-step";
import { ReadyStep } from "./ready-step";
import { StepFrame } from "./step-frame";

export type ImportOpen = "paste" | "csv" | null;

/**
 * Steps 2 and 3 of the first class. Its students, by the imports the Students tab offers (Paste
 * Names, a CSV file, OneRoster, and Google Classroom where the server has it), their own dialogs;
 * Back returns to the class's name. Once students are in: Spin now and Make groups. The dialogs
 * stay mounted across both, so an import's own ending (its summary, where focus goes) is kept.
 */
export function AddStudentsStep({
  item,
  students,
  headingRef,
  open,
  onOpenChange,
}: {
  item: ClassDto;
  students: readonly StudentDto[];
  headingRef: RefObject<HTMLHeadingElement | null>;
  open: ImportOpen;
  onOpenChange: (open: ImportOpen) => void;
}) {
  const name = item.name;
  const attributes = useAttributes();
  const balancedDefault = useBalancedDefault().value;
  const online = useWritesOpen();
  const navigate = useNavigate();
  const { state } = useLocation();
  const afterImportFocus = () => headingRef.current;
  const oneRoster = useOneRosterImport({ afterImportFocus, suggestedTarget: item.id });
  const google = useGoogleClassroomImport({ afterImportFocus });
  const dialogProps = { classId: item.id, students, attributes, balancedDefault };

  function back() {
    // Came from the name step: the browser's Back, so Forward works too.
    if (state === FROM_NAME_STEP) void navigate(-1);
    else void navigate(stepSearch("name", item.id));
  }

  const dialogs = (
    <>
      <PasteNamesDialog
        open={open === "paste"}
        onOpenChange={(next) => onOpenChange(next ? "paste" : null)}
        {...dialogProps}
      />
      <CsvImportDialog
        open={open === "csv"}
        onOpenChange={(next) => onOpenChange(next ? "csv" : null)}
        {...dialogProps}
      />
      {oneRoster.dialog}
      {google.dialog}
    </>
  );

  if (students.length > 0) {
    return (
      <>
        <ReadyStep item={item} count={students.length} headingRef={headingRef} />
        {dialogs}
      </>
    );
  }
  return (
    <StepFrame
      number={2}
      title={
        <Trans>
          Add students to <bdi>{name}</bdi>
        </Trans>
      }
      text={
        <Trans>
          Paste a list of names, or bring a whole class in from a file or your school's system.
        </Trans>
      }
      headingRef={headingRef}
    >
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => onOpenChange("paste")} disabled={!online}>
          <ClipboardPaste aria-hidden="true" />
          <Trans>Paste Names</Trans>
        </Button>
        <Button variant="outline" onClick={() => onOpenChange("csv")} disabled={!online}>
          <Upload aria-hidden="true" />
          <Trans>Import CSV</Trans>
        </Button>
        {oneRoster.button()}
        {google.button()}
      </div>
      {online ? null : (
        <p className="text-sm text-muted-foreground">
          <Trans>Not available while offline</Trans>
        </p>
      )}
      <div>
        <Button variant="ghost" onClick={back}>
          <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
          <Trans>
            Back<span className="sr-only"> to the class name</span>
          </Trans>
        </Button>
      </div>
      {dialogs}
    </StepFrame>
  );
}
