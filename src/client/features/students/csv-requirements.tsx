import { Trans } from "@lingui/react/macro";
import { numberText } from "#src/client/i18n/format";
import { CSV_COLUMNS } from "#src/domain/csv/format";
import type { AttributeSet } from "#src/domain/students/attributes";
import { attributeNamesText } from "./roster-texts";

/** What a CSV file needs (docs/product.md#students, docs/product.md#validation), with the teacher's current options. */
export function CsvRequirements({ attributes }: { attributes: AttributeSet }) {
  const numberCount = numberText(attributes.number.options.length);
  const maxRows = numberText(100_000);
  // The column keys and the options are the file's own words: shown as written. The header row
  // keeps the file's comma (copied into a file, it is a header the import reads); the options
  // are a list of the sentence, in the language's separator.
  const columns = CSV_COLUMNS.join(", ");
  const colors = attributeNamesText(attributes.color.options);
  const elements = attributeNamesText(attributes.element.options);
  const shapes = attributeNamesText(attributes.shape.options);
  return (
    <section aria-labelledby="csv-requirements" className="grid gap-2 rounded-card bg-muted p-4">
      <h3 id="csv-requirements" className="font-semibold">
        <Trans>CSV requirements</Trans>
      </h3>
      <ul className="grid list-disc gap-1 ps-5 text-sm break-words">
        <li>
          <Trans>The file name ends in .csv (at most 10 MB and {maxRows} students).</Trans>
        </li>
        <li>
          <Trans>
            The first row names the columns: <bdi dir="ltr">{columns}</bdi>. Only name is required;
            a missing column is balanced, or left empty without balanced assignment.
          </Trans>
        </li>
        <li>
          <Trans>Every student needs a name.</Trans>
        </li>
        <li>
          <Trans>number: 1-{numberCount}, or empty.</Trans>
        </li>
        <li>
          <Trans>color: {colors}, or empty.</Trans>
        </li>
        <li>
          <Trans>element: {elements}, or empty.</Trans>
        </li>
        <li>
          <Trans>shape: {shapes}, or empty.</Trans>
        </li>
        <li>
          <Trans>
            Case and spaces do not matter; numbers may be words (one to ten). A value that matches
            no option is balanced, or left empty. Quoted fields may contain commas.
          </Trans>
        </li>
      </ul>
    </section>
  );
}
