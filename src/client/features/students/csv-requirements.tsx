import { CSV_COLUMNS } from "#src/domain/csv/format";
import type { AttributeSet } from "#src/domain/students/attributes";

/** What a CSV file needs (docs/product.md#students, docs/product.md#validation), with the teacher's current options. */
export function CsvRequirements({ attributes }: { attributes: AttributeSet }) {
  const numberCount = attributes.number.options.length;
  return (
    <section aria-labelledby="csv-requirements" className="grid gap-2 rounded-card bg-muted p-4">
      <h3 id="csv-requirements" className="font-semibold">
        CSV requirements
      </h3>
      <ul className="grid list-disc gap-1 pl-5 text-sm break-words">
        <li>The file name ends in .csv (at most 10 MB and 100,000 students).</li>
        <li>
          The first row names the columns: {CSV_COLUMNS.join(", ")}. Only name is required; a
          missing column is balanced, or left empty without balanced assignment.
        </li>
        <li>Every student needs a name.</li>
        <li>number: 1-{numberCount}, or empty.</li>
        <li>color: {attributes.color.options.join(", ")}, or empty.</li>
        <li>element: {attributes.element.options.join(", ")}, or empty.</li>
        <li>shape: {attributes.shape.options.join(", ")}, or empty.</li>
        <li>
          Case and spaces do not matter; numbers may be words (one to ten). A value that matches no
          option is balanced, or left empty. Quoted fields may contain commas.
        </li>
      </ul>
    </section>
  );
}
