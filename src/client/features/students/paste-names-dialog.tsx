import { plural, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Dialog } from "radix-ui";
import { useDeferredValue, useId, useMemo, useState } from "react";
import { toast } from "#src/client/components/toast/toast-store";
import { Button, buttonClasses } from "#src/client/components/ui/button";
import { Label } from "#src/client/components/ui/label";
import { Textarea } from "#src/client/components/ui/textarea";
import { numberText } from "#src/client/i18n/format";
import { useOneAtATime } from "#src/client/lib/one-at-a-time";
import { NO_STUDENTS_TO_IMPORT } from "#src/domain/csv/import";
import { parsePastedStudents } from "#src/domain/csv/paste-import";
import { ATTRIBUTE_NAMES, isAttributeName } from "#src/domain/students/attributes";
import { countValues } from "#src/domain/students/balance";
import { useInitialsChoice } from "../settings/api";
import { importBody, importButtonText, withInitials } from "./csv-import-state";
import { CsvErrors, CsvPreviewTable } from "./csv-results";
import {
  BalancedImportField,
  type ImportDialogProps,
  ImportDialogShell,
  InitialsImportField,
} from "./import-dialog-parts";
import { IsolatedMessage } from "./isolated-message";
import { noticeText } from "./notice-text";
import { blankRowsText, readAsText, repeatMessage } from "./paste-texts";
import { attributeListText, attributeNamesText } from "./roster-texts";
import { useStudentImport } from "./use-student-import";
import { useWritesPaused } from "./writes-paused";

type Props = ImportDialogProps;

/**
 * Paste a list: names one per line or rows from a spreadsheet, previewed and checked
 * as a CSV file is, then imported in one request. Its state resets on every opening.
 */
export function PasteNamesDialog({ open, onOpenChange, ...rest }: Props) {
  return (
    <ImportDialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t`Paste Student Names`}
      description={t`One name per line, or rows copied from a spreadsheet`}
      form={(onClose) => <PasteNamesForm onClose={onClose} {...rest} />}
    />
  );
}

function PasteNamesForm({
  onClose,
  classId,
  students,
  attributes,
  balancedDefault,
}: Omit<Props, "open" | "onOpenChange"> & { onClose: () => void }) {
  const id = useId();
  const [text, setText] = useState("");
  // The teacher's own tick wins; until then the preference as it stands now (it may arrive after
  // the dialog opened, on a slow first load: read once, names were pasted without balancing),
  // unless the paste brings attribute values of its own: those are kept until the teacher ticks.
  const [balancedChoice, setBalanced] = useState<boolean | null>(null);
  const [keepRepeats, setKeepRepeats] = useState(false);
  const initials = useInitialsChoice();
  const importStudents = useStudentImport(classId);
  const uploading = importStudents.pending;
  // Offline (docs/product.md#offline) the import would only wait: unavailable until the network is back.
  const paused = useWritesPaused();
  // Typing stays smooth in a long paste: the preview follows a moment later.
  const pasted = useDeferredValue(text);
  const plain = useMemo(
    () =>
      pasted.trim() === ""
        ? null
        : parsePastedStudents(pasted, {
            attributes,
            balanced: null,
            existingNames: students.map((s) => s.name),
            keepRepeats,
          }),
    [pasted, attributes, students, keepRepeats],
  );
  const ownValues = plain?.ok ? plain.columns.filter(isAttributeName) : [];
  const balanced = balancedChoice ?? (balancedDefault && ownValues.length === 0);
  const result = useMemo(
    () =>
      plain === null || !balanced
        ? plain
        : parsePastedStudents(pasted, {
            attributes,
            balanced: { counts: countValues(attributes, students) },
            existingNames: students.map((s) => s.name),
            keepRepeats,
          }),
    [plain, balanced, pasted, attributes, students, keepRepeats],
  );
  const parsed = useMemo(
    () =>
      result?.ok
        ? withInitials(
            result,
            initials.checked,
            students.map((s) => s.name),
          )
        : null,
    [result, initials.checked, students],
  );
  const count = parsed?.students.length ?? 0;
  const blank = parsed ? blankRowsText(parsed.blankRows) : null;
  const repeats = parsed?.repeats ?? [];
  const countText = numberText(count);
  const repeatTotal = repeats.length;
  const repeatCount = numberText(repeatTotal);
  const moreRepeats = numberText(repeats.length - 100);
  const headerExample = attributeNamesText(ATTRIBUTE_NAMES.map((n) => attributes[n].displayName));
  const ownNames = attributeNamesText(ownValues.map((n) => attributes[n].displayName));
  const attributeNames = attributeListText(attributes);
  const shownError = result && !result.ok ? noticeText(result.error) : null;
  const errorTitle = shownError?.title ?? "";
  const errorMessage = shownError?.message ?? "";

  const oneAtATime = useOneAtATime();
  async function onImport() {
    if (!parsed || count === 0) {
      toast({
        title: noticeText(NO_STUDENTS_TO_IMPORT).title,
        description: t`Paste at least one name first`,
        variant: "destructive",
      });
      return;
    }
    const body = importBody(parsed, balanced, initials.checked);
    if (await oneAtATime(() => importStudents.run(body))) onClose();
  }

  return (
    <div className="grid min-w-0 gap-5">
      <div className="grid min-w-0 gap-2">
        <Label htmlFor={`${id}-text`}>
          <Trans>Names or spreadsheet rows</Trans>
        </Label>
        <Textarea
          id={`${id}-text`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          disabled={uploading}
          rows={8}
          spellCheck={false}
          autoComplete="off"
          placeholder={t`Ava Smith\nBen Ode\nCy Park`}
          aria-describedby={`${id}-hint`}
          // Each line keeps its own direction, as written: an Arabic name and a Latin one each read
          // from their own start (the lines of a paste are separate paragraphs).
          className="font-mono text-sm [unicode-bidi:plaintext]"
        />
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          <Trans>
            Copy a column of names, or whole rows with a header such as Name, {headerExample}. Only
            the names (and any of the four attributes) are stored.
          </Trans>
        </p>
      </div>
      <BalancedImportField
        id={`${id}-balanced`}
        checked={balanced}
        onChange={setBalanced}
        disabled={uploading}
        hint={
          ownValues.length > 0 && !balanced
            ? t`Off: the paste has its own ${ownNames}. Tick to replace every ${attributeNames} with evenly assigned ones`
            : t`Ignore any ${attributeNames} pasted and assign them evenly`
        }
      />
      <InitialsImportField id={`${id}-initials`} disabled={uploading} {...initials} />
      <div role="status" className="grid gap-1 text-sm">
        {result && !result.ok ? (
          <p className="text-destructive-text">{t`${errorTitle}: ${errorMessage}`}</p>
        ) : null}
        {parsed ? (
          <>
            <p>{readAsText(parsed, attributes)}</p>
            <p className="font-medium">
              {plural(count, {
                one: `${countText} student ready to import.`,
                other: `${countText} students ready to import.`,
              })}
            </p>
          </>
        ) : null}
      </div>
      {blank ? <p className="text-sm text-muted-foreground">{blank}</p> : null}
      {repeats.length > 0 || keepRepeats ? (
        <section aria-labelledby={`${id}-repeats`} className="grid gap-2">
          <h3 id={`${id}-repeats`} className="font-semibold">
            {repeats.length === 0
              ? t`Repeated names are kept`
              : plural(repeatTotal, {
                  one: `${repeatCount} repeated name left out`,
                  other: `${repeatCount} repeated names left out`,
                })}
          </h3>
          {repeats.length > 0 ? (
            <ul
              aria-labelledby={`${id}-repeats`}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
              tabIndex={0}
              className="grid max-h-32 gap-1 overflow-y-auto rounded-lg border border-border p-3 text-sm break-words"
            >
              {repeats.slice(0, 100).map((repeat) => (
                <li key={repeat.row}>
                  <IsolatedMessage message={repeatMessage(repeat)} isolate={["name"]} />
                </li>
              ))}
              {repeats.length > 100 ? <li>{t`and ${moreRepeats} more`}</li> : null}
            </ul>
          ) : null}
          <div className="flex items-center gap-3">
            <input
              id={`${id}-keep`}
              type="checkbox"
              checked={keepRepeats}
              onChange={(e) => setKeepRepeats(e.target.checked)}
              disabled={uploading}
              className="size-5 shrink-0 cursor-pointer accent-(--primary)"
            />
            <Label htmlFor={`${id}-keep`} className="cursor-pointer text-base">
              <Trans>Add repeated names anyway</Trans>
            </Label>
          </div>
        </section>
      ) : null}
      {parsed ? <CsvErrors errors={parsed.errors} /> : null}
      {parsed ? <CsvPreviewTable parsed={parsed} attributes={attributes} /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close className={buttonClasses("outline")}>
          <Trans>Cancel</Trans>
        </Dialog.Close>
        <Button onClick={onImport} disabled={uploading || paused}>
          {uploading ? t`Importing...` : importButtonText(count)}
        </Button>
      </div>
    </div>
  );
}
