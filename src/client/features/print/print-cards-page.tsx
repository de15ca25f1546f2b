import { plural, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useMemo } from "react";
import { useParams } from "react-router";
import { AttributeBadge } from "#src/client/components/attribute-badge";
import { attributeNameText } from "#src/client/i18n/attribute-words";
import { isolate, numberText } from "#src/client/i18n/format";
import type { StudentDto } from "#src/domain/schemas/students";
import { ATTRIBUTE_NAMES, type AttributeDefinition } from "#src/domain/students/attributes";
import { useClasses } from "../classes/api";
import { useAttributes } from "../settings/api";
import { useStudents } from "../students/api";
import { PrintFrame, PrintHeading } from "./print-frame";
import { Loading, sortByName } from "./print-students-page";

/** Cards on one sheet of paper: two across, four down. */
export const CARDS_PER_PAGE = 8;

/** The students in sheets of eight (the last one may hold fewer). */
export function cardPages<T>(students: readonly T[]): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < students.length; i += CARDS_PER_PAGE) {
    pages.push(students.slice(i, i + CARDS_PER_PAGE));
  }
  return pages;
}

// On paper: 10 mm margins, 95 x 63 mm cards (A4 and Letter both hold two by four), dashed
// cut lines, each sheet of eight on a page of its own. The lines are on logical sides: a
// right-to-left sheet starts its rows on the right.
const CARDS_CSS = `
@page { margin: 10mm; }
@media print {
  .card-sheet { grid-template-columns: repeat(2, 95mm); grid-auto-rows: 63mm; gap: 0;
    break-after: page; margin: 0; }
  .card-sheet:last-child { break-after: auto; }
  .student-card { border-radius: 0; border-width: 0 0 1px 0; border-inline-end-width: 1px; }
  .student-card:nth-child(-n + 2) { border-top-width: 1px; }
  .student-card:nth-child(odd) { border-inline-start-width: 1px; }
}
`;

/** A sheet of cards' name: "Cards 9 to 16". */
function sheetLabel(sheet: number, cards: number): string {
  const first = numberText(sheet * CARDS_PER_PAGE + 1);
  const last = numberText(sheet * CARDS_PER_PAGE + cards);
  return t`Cards ${first} to ${last}`;
}

/**
 * Student cards (docs/product.md#print): a card per student with their name and the attributes
 * students may see (docs/product.md#attributes), eight to a page with dashed lines to cut along.
 */
export function PrintCardsPage() {
  const { classId = "" } = useParams();
  const classes = useClasses();
  const students = useStudents(classId);
  const attributes = useAttributes(classId);
  const chosen = classes.data?.find((c) => c.id === classId);
  const sorted = useMemo(() => sortByName(students.data ?? []), [students.data]);
  const shown = ATTRIBUTE_NAMES.map((name) => attributes[name]).filter((d) => d.showToStudents);
  const className = chosen ? isolate(chosen.name) : "";
  const title = chosen ? t`Student Cards: ${className}` : t`Student Cards`;

  let body = <Loading />;
  if (classes.isError || students.isError) {
    body = (
      <p role="alert">
        <Trans>The students could not be loaded. Go back and try again.</Trans>
      </p>
    );
  } else if (classes.isSuccess && !chosen) {
    body = (
      <p role="alert">
        <Trans>This class could not be found.</Trans>
      </p>
    );
  } else if (chosen && students.isSuccess) {
    const cards = sorted.length;
    const perPage = numberText(CARDS_PER_PAGE);
    const count = plural(cards, {
      one: `# card, ${perPage} to a page`,
      other: `# cards, ${perPage} to a page`,
    });
    body = (
      <>
        <div className="print:hidden">
          <PrintHeading kind={t`Student Cards`} title={chosen.name} note={count} />
        </div>
        {sorted.length === 0 ? (
          <p>
            <Trans>No students in this class yet.</Trans>
          </p>
        ) : (
          <div className="grid gap-6 print:block">
            {cardPages(sorted).map((page, p) => (
              <ul
                key={page[0]?.id ?? p}
                aria-label={sheetLabel(p, page.length)}
                className="card-sheet grid gap-3 sm:grid-cols-2"
              >
                {page.map((student) => (
                  <StudentCard key={student.id} student={student} shown={shown} />
                ))}
              </ul>
            ))}
          </div>
        )}
      </>
    );
  }

  return (
    <PrintFrame title={title} backTo="/students" canPrint={Boolean(chosen && students.isSuccess)}>
      <style>{CARDS_CSS}</style>
      {body}
    </PrintFrame>
  );
}

function StudentCard({
  student,
  shown,
}: {
  student: StudentDto;
  shown: readonly AttributeDefinition[];
}) {
  return (
    <li className="student-card grid min-h-40 content-center justify-items-center gap-3 overflow-hidden rounded-card border border-dashed border-slate-500 p-4 text-center">
      <bdi className="text-[24pt] leading-tight font-bold wrap-anywhere">{student.name}</bdi>
      {shown.length > 0 ? (
        <dl className="flex flex-wrap justify-center gap-2">
          {shown.map((def) => (
            <div key={def.name} className="flex min-w-0 items-center gap-1">
              <dt className="sr-only">{attributeNameText(def.name, def.displayName)}</dt>
              <dd className="min-w-0">
                <AttributeBadge definition={def} value={student[def.name]} className="text-base" />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}
