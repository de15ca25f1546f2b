import { i18n } from "@lingui/core";
import { msg, plural, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { attributeInSentence } from "#src/client/i18n/attribute-sentence";
import { attributeNameText } from "#src/client/i18n/attribute-words";
import { numberText } from "#src/client/i18n/format";
import type { Correction, ImportedStudent } from "#src/domain/csv/forgiving-row";
import { correctionMessage, rowLabelMessage } from "#src/domain/csv/messages";
import type { AttributeName, AttributeSet } from "#src/domain/students/attributes";
import { IsolatedMessage } from "./isolated-message";

/** The values of a correction's message a file or a teacher wrote. */
const WRITTEN = ["shown", "attribute", "value", "to"];

/** At most this many corrected rows are listed with a choice; the rest are imported as corrected. */
export const SHOWN_CORRECTED_ROWS = 100;

type Props = {
  students: readonly ImportedStudent[];
  attributes: AttributeSet;
  balancing: boolean;
  leftOut: readonly number[];
  onLeaveOut: (row: number, out: boolean) => void;
  disabled: boolean;
};

/**
 * The corrections of a forgiving import (docs/product.md#csv-import): each corrected row's
 * changes by row, name and value, and per row a choice, import it with the fix or leave the
 * student out (radio buttons: arrow keys move between the two).
 */
export function CsvCorrections({
  students,
  attributes,
  balancing,
  leftOut,
  onLeaveOut,
  disabled,
}: Props) {
  const corrected = students.filter((student) => (student.corrections ?? []).length > 0);
  if (corrected.length === 0) return null;
  const hidden = corrected.length - SHOWN_CORRECTED_ROWS;
  const out = new Set(leftOut);
  const count = corrected.length;
  const n = numberText(count);
  const more = numberText(hidden);
  const attributeName = (name: AttributeName) =>
    attributeNameText(name, attributes[name].displayName);
  const text = (student: ImportedStudent, correction: Correction) => {
    const row = rowLabelMessage(student.row, student.name);
    const label = <IsolatedMessage message={row} isolate={WRITTEN} />;
    return (
      <IsolatedMessage
        message={correctionMessage("", correction, attributeName(correction.attribute), balancing)}
        isolate={WRITTEN}
        replace={{ label }}
      />
    );
  };
  return (
    <section aria-labelledby="csv-corrections" className="grid min-w-0 gap-2">
      <h3 id="csv-corrections" className="font-semibold">
        {plural(count, { one: `${n} row corrected`, other: `${n} rows corrected` })}
      </h3>
      <p className="text-sm text-muted-foreground">
        <Trans>Check each fix; a student you leave out is not imported.</Trans>
      </p>
      <ul className="grid max-h-72 min-w-0 gap-2 overflow-y-auto rounded-lg border border-border p-2">
        {corrected.slice(0, SHOWN_CORRECTED_ROWS).map((student) => (
          <li key={student.row} className="grid gap-2 rounded-md bg-muted/50 p-2 text-sm">
            <ul className="grid gap-1 break-words">
              {(student.corrections ?? []).map((correction) => (
                <li key={correction.attribute}>{text(student, correction)}</li>
              ))}
            </ul>
            <RowChoice
              student={student}
              out={out.has(student.row)}
              onLeaveOut={onLeaveOut}
              disabled={disabled}
            />
          </li>
        ))}
        {hidden > 0 ? (
          <li className="p-2 text-sm">
            {t`and ${plural(hidden, {
              one: `${more} more corrected row, imported with its fix`,
              other: `${more} more corrected rows, imported with their fixes`,
            })}`}
          </li>
        ) : null}
      </ul>
    </section>
  );
}

function RowChoice({
  student,
  out,
  onLeaveOut,
  disabled,
}: {
  student: ImportedStudent;
  out: boolean;
  onLeaveOut: (row: number, out: boolean) => void;
  disabled: boolean;
}) {
  const name = `csv-row-${student.row}`;
  const choices = [
    { value: false, label: msg`Import with the fix` },
    { value: true, label: msg`Leave out` },
  ];
  return (
    <fieldset className="flex flex-wrap gap-x-4 gap-y-1" disabled={disabled}>
      <legend className="sr-only">
        <IsolatedMessage message={rowLabelMessage(student.row, student.name)} isolate={WRITTEN} />
      </legend>
      {choices.map((choice) => (
        <label
          key={String(choice.value)}
          className="flex min-h-8 cursor-pointer items-center gap-2 font-medium"
        >
          <input
            type="radio"
            name={name}
            checked={out === choice.value}
            onChange={() => onLeaveOut(student.row, choice.value)}
            className="size-4 accent-(--primary)"
          />
          {i18n._(choice.label)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * "The file has no Shape column: each student's shape is balanced" (or "left empty (N/A)" with
 * balancing off), one line per missing attribute column.
 */
export function MissingColumns({
  missing,
  attributes,
  balancing,
}: {
  missing: readonly AttributeName[];
  attributes: AttributeSet;
  balancing: boolean;
}) {
  if (missing.length === 0) return null;
  return (
    <ul className="grid gap-1 rounded-lg border border-border p-3 text-sm">
      {missing.map((name) => {
        const column = attributes[name].displayName;
        const word = attributeInSentence(attributes[name]);
        return (
          <li key={name}>
            {balancing
              ? t`The file has no ${column} column: each student's ${word} is balanced.`
              : t`The file has no ${column} column: each student's ${word} is left empty (N/A).`}
          </li>
        );
      })}
    </ul>
  );
}
