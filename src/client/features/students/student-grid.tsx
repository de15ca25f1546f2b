import { t } from "@lingui/core/macro";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { type RefObject, useLayoutEffect, useRef, useState } from "react";
import type { StudentDto } from "#src/domain/schemas/students";
import type { AttributeSet } from "#src/domain/students/attributes";
import { gridColumns, rowCount, rowItems } from "./grid-columns";
import { StudentCard } from "./student-card";

const ROW_ESTIMATE = 176;
const GAP = 16;

type Props = {
  students: readonly StudentDto[];
  attributes: AttributeSet;
  onEdit: (student: StudentDto) => void;
  onDelete: (student: StudentDto) => void;
  /** Today's absent students: dimmed and labelled on their cards. */
  absent?: ReadonlySet<string>;
  /** Edit and Delete unavailable (offline, docs/product.md#offline). */
  readOnly?: boolean;
};

/** The list's width and its distance from the top of the page, kept up to date. */
function useListBox(ref: RefObject<HTMLDivElement | null>) {
  const [box, setBox] = useState({ width: 0, top: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const next = { width: rect.width, top: Math.round(rect.top + window.scrollY) };
      setBox((old) => (old.width === next.width && old.top === next.top ? old : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return box;
}

/**
 * Up to this many students the grid is drawn whole, laid out by CSS alone: the
 * virtual grid measured the list's width, drew one column, then drew the right number and
 * measured every row (140 ms of a slowed phone's main thread for a class of 30).
 */
export const WHOLE_GRID_MAX = 120;

/**
 * The student cards in a responsive grid: a usual class whole, its columns set by the list's
 * own width (a container query, the same steps as `gridColumns`); a bigger one virtual.
 */
export function StudentGrid(props: Props) {
  if (props.students.length > WHOLE_GRID_MAX) return <VirtualStudentGrid {...props} />;
  const { students, attributes, onEdit, onDelete, absent, readOnly } = props;
  return (
    <div className="@container w-full">
      {/* biome-ignore lint/a11y/useSemanticElements: the cards are articles (role listitem), which a <ul> may not hold */}
      <div
        role="list"
        aria-label={t`Students`}
        className="grid grid-cols-1 gap-4 @min-[480px]:grid-cols-2 @min-[720px]:grid-cols-3 @min-[1000px]:grid-cols-4"
      >
        {students.map((student, i) => (
          <StudentCard
            key={student.id}
            student={student}
            attributes={attributes}
            position={i + 1}
            total={students.length}
            onEdit={onEdit}
            onDelete={onDelete}
            absent={absent?.has(student.id) ?? false}
            readOnly={readOnly}
            skipOffscreen
          />
        ))}
      </div>
    </div>
  );
}

/**
 * The student cards in a responsive grid that renders only the rows on screen (plus a few), so
 * a class of 5,000 stays smooth. The page itself scrolls; each virtual row holds one line of
 * cards and is measured, so cards of any height fit.
 */
function VirtualStudentGrid({ students, attributes, onEdit, onDelete, absent, readOnly }: Props) {
  const listRef = useRef<HTMLDivElement>(null);
  const { width, top } = useListBox(listRef);
  const columns = gridColumns(width);
  const virtualizer = useWindowVirtualizer({
    count: rowCount(students.length, columns),
    estimateSize: () => ROW_ESTIMATE,
    overscan: 4,
    gap: GAP,
    scrollMargin: top,
  });
  const total = students.length;

  return (
    // biome-ignore lint/a11y/useSemanticElements: virtual rows (role none) stand between list and items
    <div
      ref={listRef}
      role="list"
      aria-label={t`Students`}
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={`${row.key}-${columns}`}
          role="none"
          data-index={row.index}
          ref={virtualizer.measureElement}
          className="absolute start-0 top-0 grid w-full gap-4"
          style={{
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          }}
        >
          {rowItems(students, row.index, columns).map((student, i) => (
            <StudentCard
              key={student.id}
              student={student}
              attributes={attributes}
              position={row.index * columns + i + 1}
              total={total}
              onEdit={onEdit}
              onDelete={onDelete}
              absent={absent?.has(student.id) ?? false}
              readOnly={readOnly}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
