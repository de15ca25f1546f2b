import { plural, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { FileDown } from "lucide-react";
import { Dialog } from "radix-ui";
import { type ChangeEvent, useEffect, useMemo, useReducer, useRef } from "react";
import { toast } from "#src/client/components/toast/toast-store";
import { Button, buttonClasses } from "#src/client/components/ui/button";
import { Label } from "#src/client/components/ui/label";
import { numberText } from "#src/client/i18n/format";
import { downloadText } from "#src/client/lib/download";
import { csvTemplate } from "#src/domain/csv/export";
import { checkCsvFile, NO_STUDENTS_TO_IMPORT, type Notice } from "#src/domain/csv/import";
import { countValues } from "#src/domain/students/balance";
import { useInitialsChoice } from "../settings/api";
import { CsvCorrections, MissingColumns } from "./csv-corrections";
import {
  csvImportReducer,
  importBody,
  importButtonText,
  importCount,
  initialCsvImport,
  isBusy,
  progressText,
  studentsToImport,
  withInitials,
} from "./csv-import-state";
import { CsvProgress } from "./csv-progress";
import { CsvRequirements } from "./csv-requirements";
import { CsvErrors, CsvPreviewTable } from "./csv-results";
import {
  BalancedImportField,
  type ImportDialogProps,
  ImportDialogShell,
  InitialsImportField,
} from "./import-dialog-parts";
import { noticeText, PARSE_ERROR } from "./notice-text";
import { attributeListText } from "./roster-texts";
import { useCsvParser } from "./use-csv-parser";
import { useStudentImport } from "./use-student-import";
import { useWritesPaused } from "./writes-paused";

type Props = ImportDialogProps;

const notify = (notice: Notice) => {
  const { title, message } = noticeText(notice);
  toast({ title, description: message, variant: "destructive" });
};

/** The CSV import dialog (docs/product.md#students, docs/product.md#validation, docs/product.md#csv-import). Its state resets on every opening. */
export function CsvImportDialog({ open, onOpenChange, ...rest }: Props) {
  return (
    <ImportDialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t`Import Students from CSV`}
      description={t`Add a whole class at once from a spreadsheet saved as CSV`}
      form={(onClose) => <CsvImportForm onClose={onClose} {...rest} />}
    />
  );
}

function CsvImportForm({
  onClose,
  classId,
  students,
  attributes,
  balancedDefault,
}: Omit<Props, "open" | "onOpenChange"> & { onClose: () => void }) {
  const [state, dispatch] = useReducer(csvImportReducer, balancedDefault, initialCsvImport);
  const file = useRef<File | null>(null);
  const parse = useCsvParser();
  const importStudents = useStudentImport(classId);
  const busy = isBusy(state);
  // Offline (docs/product.md#offline) the import would only wait: unavailable until the network is back.
  const paused = useWritesPaused();
  const count = importCount(state);
  const initials = useInitialsChoice();
  // As saved: "Maya P." when ticked (the preview shows it, the import sends it).
  const toImport = useMemo(
    () =>
      withInitials(
        { students: studentsToImport(state) },
        initials.checked,
        students.map((s) => s.name),
      ).students,
    [state, initials.checked, students],
  );
  const status = progressText(state);
  const attributeNames = attributeListText(attributes);
  const shownProblem = state.problem ? noticeText(state.problem) : null;
  const problemTitle = shownProblem?.title ?? "";
  const problemMessage = shownProblem?.message ?? "";

  async function run(chosen: File, balanced: boolean) {
    dispatch({ type: "choose", fileName: chosen.name });
    try {
      const result = await parse(chosen, {
        attributes,
        balancedCounts: balanced ? countValues(attributes, students) : null,
        onProgress: ({ phase, fraction }) => dispatch({ type: "progress", phase, fraction }),
      });
      if (result === null) return;
      if (!result.ok) {
        dispatch({ type: "failed", problem: result.error });
        notify(result.error);
        return;
      }
      dispatch({ type: "parsed", parsed: result });
      const corrected = result.students.filter((s) => (s.corrections ?? []).length > 0).length;
      const total = result.students.length;
      const valid = numberText(total);
      const fixed = numberText(corrected);
      const found = t`Found ${plural(total, {
        one: `${valid} valid student`,
        other: `${valid} valid students`,
      })}`;
      toast({
        title: t`File Parsed Successfully`,
        description: corrected > 0 ? t`${found}, ${fixed} corrected` : found,
      });
    } catch (error) {
      const problem = { title: PARSE_ERROR, message: (error as Error).message };
      dispatch({ type: "failed", problem });
      notify(problem);
    }
  }

  // The teacher's options can arrive (a slow first load) or change (another tab) after the file
  // was checked: it is checked again, or its rows stayed refused against the default options.
  const latest = useRef({ run, state });
  latest.current = { run, state };
  const checkedWith = useRef(attributes);
  useEffect(() => {
    if (checkedWith.current === attributes) return;
    checkedWith.current = attributes;
    const { run: again, state: now } = latest.current;
    if (file.current && now.phase !== "uploading") void again(file.current, now.balanced);
  }, [attributes]);

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const problem = checkCsvFile(chosen);
    if (problem) {
      event.target.value = "";
      file.current = null;
      dispatch({ type: "failed", problem });
      notify(problem);
      return;
    }
    file.current = chosen;
    void run(chosen, state.balanced);
  }

  function onBalanced(on: boolean) {
    dispatch({ type: "balanced", on });
    if (file.current) void run(file.current, on);
  }

  async function onImport() {
    if (!state.parsed || count === 0) {
      notify(NO_STUDENTS_TO_IMPORT);
      return;
    }
    dispatch({ type: "uploading" });
    const body = importBody({ students: toImport }, state.balanced, initials.checked);
    if (await importStudents.run(body)) onClose();
    else dispatch({ type: "uploadFailed" });
  }

  return (
    <div className="grid min-w-0 gap-5">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <div className="grid min-w-0 gap-2">
          <Label htmlFor="csv-file">
            <Trans>CSV file</Trans>
          </Label>
          <input
            id="csv-file"
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            onChange={onFile}
            disabled={busy}
            className="block min-h-11 w-full min-w-0 cursor-pointer rounded-lg border border-input bg-card p-1.5 text-sm file:me-3 file:min-h-8 file:cursor-pointer file:rounded-md file:border-0 file:bg-secondary file:px-3 file:font-medium file:text-secondary-foreground"
          />
        </div>
        <Button
          variant="outline"
          onClick={() => downloadText("students-template.csv", csvTemplate(attributes))}
        >
          <FileDown aria-hidden="true" />
          <Trans>Download Template</Trans>
        </Button>
      </div>
      <BalancedImportField
        id="csv-balanced"
        checked={state.balanced}
        onChange={onBalanced}
        disabled={busy}
        hint={t`Fill empty or unknown ${attributeNames} values evenly; off, they stay empty (N/A)`}
      />
      <InitialsImportField id="csv-initials" disabled={busy} {...initials} />
      <CsvProgress text={status} fraction={state.progress} />
      {state.problem ? (
        <p className="rounded-lg border border-destructive-text p-3 text-sm text-destructive-text">
          {t`${problemTitle}: ${problemMessage}`}
        </p>
      ) : null}
      {state.parsed ? <CsvErrors errors={state.parsed.errors} /> : null}
      {state.parsed ? (
        <MissingColumns
          missing={state.parsed.missingColumns ?? []}
          attributes={attributes}
          balancing={state.balanced}
        />
      ) : null}
      {state.parsed ? (
        <CsvCorrections
          students={state.parsed.students}
          attributes={attributes}
          balancing={state.balanced}
          leftOut={state.leftOut}
          onLeaveOut={(row, out) => dispatch({ type: "leaveOut", row, out })}
          disabled={busy}
        />
      ) : null}
      {state.parsed ? (
        <CsvPreviewTable parsed={{ ...state.parsed, students: toImport }} attributes={attributes} />
      ) : null}
      <CsvRequirements attributes={attributes} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close className={buttonClasses("outline")}>
          <Trans>Cancel</Trans>
        </Dialog.Close>
        <Button onClick={onImport} disabled={busy || paused}>
          {state.phase === "uploading" ? t`Importing...` : importButtonText(count)}
        </Button>
      </div>
    </div>
  );
}
