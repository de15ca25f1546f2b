import { AttributeBadge } from "#src/client/components/attribute-badge";
import { attributeNameText } from "#src/client/i18n/attribute-words";
import { cn } from "#src/client/lib/cn";
import type { AttributeDefinition, StudentAttributes } from "#src/domain/students/attributes";

/**
 * A member's badges in one wrapping row, for the given attributes only (all four for the
 * teacher, the student-facing ones on the projector and the printed sheet). A description
 * list, so a screen reader hears "Color: Red" while the eye sees the badge.
 */
export function MemberBadges({
  definitions,
  student,
  className,
  badgeClassName,
}: {
  definitions: readonly AttributeDefinition[];
  student: StudentAttributes;
  className?: string;
  badgeClassName?: string;
}) {
  if (definitions.length === 0) return null;
  return (
    <dl className={cn("flex min-w-0 flex-wrap gap-1.5", className)}>
      {definitions.map((def) => (
        <div key={def.name} className="flex min-w-0">
          <dt className="sr-only">{attributeNameText(def.name, def.displayName)}</dt>
          <dd className="min-w-0">
            <AttributeBadge definition={def} value={student[def.name]} className={badgeClassName} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
