import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Pencil, Trash2, UserX } from "lucide-react";
import { memo } from "react";
import { AttributeBadges } from "#src/client/components/attribute-badge";
import { Button } from "#src/client/components/ui/button";
import { isolate } from "#src/client/i18n/format";
import { cn } from "#src/client/lib/cn";
import type { StudentDto } from "#src/domain/schemas/students";
import type { AttributeSet } from "#src/domain/students/attributes";

type Props = {
  student: StudentDto;
  attributes: AttributeSet;
  position: number;
  total: number;
  onEdit: (student: StudentDto) => void;
  onDelete: (student: StudentDto) => void;
  /** Marked absent today: dimmed, labelled "Absent". */
  absent?: boolean;
  /** Edit and Delete unavailable (offline, docs/product.md#offline). */
  readOnly?: boolean;
  /**
   * Off screen, the browser skips the card's style, layout and paint until it is scrolled near
   * (`content-visibility: auto`; it stays in the page for keyboard, find and screen readers):
   * a class of 30 costs a phone's first layout only the cards it shows.
   */
  skipOffscreen?: boolean;
};

/** One student: name, edit and delete, then the four badges (docs/product.md#students). */
export const StudentCard = memo(function StudentCard({
  student,
  attributes,
  position,
  total,
  onEdit,
  onDelete,
  absent = false,
  readOnly = false,
  skipOffscreen = false,
}: Props) {
  const nameId = `student-${student.id}-name`;
  const name = isolate(student.name);
  return (
    // biome-ignore lint/a11y/useSemanticElements: cards sit in virtual rows (role none) of the list
    <div
      role="listitem"
      aria-labelledby={nameId}
      aria-posinset={position}
      aria-setsize={total}
      data-testid="student-card"
      data-absent={absent ? "" : undefined}
      className={cn(
        "grid min-w-0 gap-3 rounded-card border border-border bg-card p-4 text-card-foreground shadow-soft",
        absent && "border-dashed bg-muted",
        skipOffscreen && "[contain-intrinsic-size:auto_11rem] [content-visibility:auto]",
      )}
    >
      <div className="flex min-w-0 items-start gap-1">
        <h3 id={nameId} className="min-w-0 flex-1 self-center text-lg font-semibold break-words">
          <bdi className={cn(absent && "text-muted-foreground")}>{student.name}</bdi>
          {absent ? (
            <span className="ms-2 inline-flex items-center gap-1 rounded-full border border-border bg-card px-2 align-middle text-sm font-medium text-foreground">
              <UserX aria-hidden="true" className="size-3.5" />
              <Trans>Absent</Trans>
            </span>
          ) : null}
        </h3>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t`Edit ${name}`}
          onClick={() => onEdit(student)}
          disabled={readOnly}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t`Delete ${name}`}
          onClick={() => onDelete(student)}
          disabled={readOnly}
          className="text-destructive-text"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <AttributeBadges attributes={attributes} student={student} />
    </div>
  );
});
