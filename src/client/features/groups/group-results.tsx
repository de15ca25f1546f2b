import { memo, useMemo } from "react";
import { ATTRIBUTE_NAMES, type AttributeSet } from "../../../domain";
import { GroupCard, studentCount } from "./group-card";
import { METHODS } from "./group-form-state";
import { GroupQualityPanel } from "./group-quality-panel";
import type { GroupSheet } from "./group-sheet";

/**
 * The teacher's view of the last run: one card per group with every member's four badges
 * (the teacher sees all attributes, including those hidden from students), then the quality.
 */
export const GroupResults = memo(function GroupResults({
  sheet,
  attributes,
}: {
  sheet: GroupSheet;
  attributes: AttributeSet;
}) {
  const all = useMemo(() => ATTRIBUTE_NAMES.map((name) => attributes[name]), [attributes]);
  const method = METHODS.find((m) => m.value === sheet.method)?.label ?? "";
  const total = sheet.groups.reduce((sum, g) => sum + g.length, 0);
  return (
    <section aria-labelledby="group-results-heading" className="grid min-w-0 gap-4">
      <div className="grid gap-1">
        <h2 id="group-results-heading" className="text-xl font-semibold">
          {sheet.className}: {sheet.groups.length} {sheet.groups.length === 1 ? "group" : "groups"}
        </h2>
        <p className="text-sm text-muted-foreground">
          {studentCount(total)}, {method}
        </p>
      </div>
      <ul className="grid min-w-0 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {sheet.groups.map((group, g) => (
          <GroupCard key={group[0]?.id ?? g} group={group} index={g} definitions={all} />
        ))}
      </ul>
      <GroupQualityPanel sheet={sheet} attributes={attributes} />
    </section>
  );
});
