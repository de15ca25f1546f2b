import { i18n } from "@lingui/core";
import { plural, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { attributeNameText, optionText } from "#src/client/i18n/attribute-words";
import { numberText } from "#src/client/i18n/format";
import { csvPreview } from "#src/domain/csv/export";
import { type RowMessage, rowMessageText } from "#src/domain/csv/messages";
import {
  ATTRIBUTE_NAMES,
  type AttributeDefinition,
  type AttributeSet,
  displayValue,
  NOT_AVAILABLE,
} from "#src/domain/students/attributes";
import type { ParsedFile } from "./csv-import-state";

/** At most this many row errors are listed; the rest are counted. */
export const SHOWN_ERRORS = 100;

/** The validation error list ("Row N: ...") of docs/product.md#validation. */
export function CsvErrors({ errors }: { errors: readonly RowMessage[] }) {
  if (errors.length === 0) return null;
  const hidden = errors.length - SHOWN_ERRORS;
  const count = errors.length;
  const n = numberText(count);
  const more = numberText(hidden);
  return (
    <section aria-labelledby="csv-errors" className="grid gap-2">
      <h3 id="csv-errors" className="font-semibold text-destructive-text">
        {plural(count, {
          one: `${n} problem found (those rows are not imported)`,
          other: `${n} problems found (those rows are not imported)`,
        })}
      </h3>
      <ul
        aria-labelledby="csv-errors"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="grid max-h-40 gap-1 overflow-y-auto rounded-lg border border-border p-3 text-sm break-words"
      >
        {errors.slice(0, SHOWN_ERRORS).map((error, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: messages can repeat; the list never reorders
          <li key={i}>{rowMessageText(error, (descriptor) => i18n._(descriptor))}</li>
        ))}
        {hidden > 0 ? <li>{t`and ${more} more`}</li> : null}
      </ul>
    </section>
  );
}

/** A value as the preview shows it: the option or "N/A", in the teacher's language. */
function shownValue(definition: AttributeDefinition, value: unknown): string {
  const shown = displayValue(definition, value);
  if (shown === NOT_AVAILABLE && !definition.options.includes(NOT_AVAILABLE)) return t`N/A`;
  return optionText(definition.name, shown);
}

/** The first 10 valid rows and "and N more" (docs/product.md#students). */
export function CsvPreviewTable({
  parsed,
  attributes,
}: {
  parsed: ParsedFile;
  attributes: AttributeSet;
}) {
  if (parsed.students.length === 0) return null;
  const preview = csvPreview(parsed.students);
  return (
    <div className="grid min-w-0 gap-2">
      <h3 id="csv-preview" className="font-semibold">
        <Trans>Preview</Trans>
      </h3>
      <section
        aria-labelledby="csv-preview"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="min-w-0 overflow-x-auto rounded-lg border border-border"
      >
        <table className="w-full text-start text-sm">
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-3 py-2">
                <Trans>Name</Trans>
              </th>
              {ATTRIBUTE_NAMES.map((name) => (
                <th key={name} scope="col" className="px-3 py-2">
                  {attributeNameText(name, attributes[name].displayName)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((student) => (
              <tr key={student.row} className="border-t border-border">
                <td className="px-3 py-2 break-words">
                  <bdi>{student.name}</bdi>
                </td>
                {ATTRIBUTE_NAMES.map((name) => (
                  <td key={name} className="px-3 py-2 whitespace-nowrap">
                    {shownValue(attributes[name], student[name])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {preview.moreText ? (
        <p className="text-sm text-muted-foreground">{i18n._(preview.moreText)}</p>
      ) : null}
    </div>
  );
}
