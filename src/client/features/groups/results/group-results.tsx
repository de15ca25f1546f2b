import { t } from "@lingui/core/macro";
import { Plural, Trans } from "@lingui/react/macro";
import { RefreshCw } from "lucide-react";
import { memo, type ReactNode, useId, useMemo } from "react";
import { Button } from "#src/client/components/ui/button";
import { Label } from "#src/client/components/ui/label";
import { Switch } from "#src/client/components/ui/switch";
import type { PastGrouping } from "#src/domain/grouping/partners";
import type { GroupRuleDto } from "#src/domain/schemas/groupings";
import { ATTRIBUTE_NAMES, type AttributeSet } from "#src/domain/students/attributes";
import { type GroupSheet, savedName } from "../model/group-sheet";
import { methodLabel } from "../model/methods";
import { studentCount } from "./group-adjust";
import { GroupCardList } from "./group-card-list";
import { GroupChecks } from "./group-checks";
import { GroupDnd } from "./group-dnd";
import { GroupQualityPanel } from "./group-quality-panel";
import { domainRules, ruleWarnings } from "./group-warnings";
import { useShowWhy, whyLines } from "./group-why";
import { useGroupAdjust } from "./use-group-adjust";

/** The result's heading: Generate brings it into view and gives it the keyboard. */
export const RESULT_HEADING = "group-results-heading";

/**
 * The teacher's view of the last run: one card per group with every member's
 * four badges (the teacher sees all attributes, including those hidden from students), moves by
 * drag and drop or Move to..., pins and Regenerate, the rule check and repeated pairs as the
 * groups stand, the "why" lines on request, then the quality.
 */
export const GroupResults = memo(function GroupResults({
  sheet,
  attributes,
  rules,
  pastGroupings,
  onChange,
  onRegenerate,
  actions: headerActions,
}: {
  sheet: GroupSheet;
  attributes: AttributeSet;
  rules: readonly GroupRuleDto[];
  pastGroupings: readonly PastGrouping[];
  onChange: (next: GroupSheet) => void;
  onRegenerate: () => void;
  actions?: ReactNode;
}) {
  const all = useMemo(() => ATTRIBUTE_NAMES.map((name) => attributes[name]), [attributes]);
  const groupRules = useMemo(() => domainRules(rules), [rules]);
  const { actions, announcement } = useGroupAdjust({
    sheet,
    attributes,
    rules: groupRules,
    pastGroupings,
    onChange,
  });
  const [showWhy, setShowWhy] = useShowWhy();
  const whySwitchId = useId();
  const sizes = useMemo(() => sheet.groups.map((g) => g.length), [sheet.groups]);
  const pinnedIds = useMemo(() => new Set(sheet.pinned ?? []), [sheet.pinned]);
  const warnings = useMemo(
    () => ruleWarnings(sheet.groups, groupRules),
    [sheet.groups, groupRules],
  );
  const why = useMemo(
    () => (showWhy ? whyLines(sheet, attributes, groupRules, pastGroupings) : null),
    [showWhy, sheet, attributes, groupRules, pastGroupings],
  );
  const method = methodLabel(sheet.method);
  const students = studentCount(sizes.reduce((sum, n) => sum + n, 0));
  const pinnedCount = studentCount(pinnedIds.size);
  const name = sheet.saved ? savedName(sheet.saved) : sheet.className;
  const count = sheet.groups.length;
  return (
    <section aria-labelledby={RESULT_HEADING} className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h2
            id={RESULT_HEADING}
            tabIndex={-1}
            className="scroll-mt-20 text-xl sm:scroll-mt-40 font-semibold wrap-anywhere focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <Trans>
              <bdi>{name}</bdi>: <Plural value={count} one="# group" other="# groups" />
            </Trans>
          </h2>
          <p className="text-sm text-muted-foreground">
            <Trans>
              {students}, {method}
            </Trans>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" onClick={onRegenerate}>
            <RefreshCw aria-hidden="true" />
            <Trans>Regenerate</Trans>
          </Button>
          {headerActions}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <div className="flex items-center gap-3">
          <Switch id={whySwitchId} checked={showWhy} onCheckedChange={setShowWhy} />
          <Label htmlFor={whySwitchId}>
            <Trans>Why these groups?</Trans>
          </Label>
        </div>
        <p className="text-sm text-muted-foreground">
          {pinnedIds.size > 0
            ? t`${pinnedCount} pinned: Regenerate keeps them where they are.`
            : t`Drag students between groups, or use Move to... Pin those Regenerate should keep.`}
        </p>
      </div>
      <GroupChecks sheet={sheet} warnings={warnings} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <GroupDnd actions={actions}>
        <GroupCardList
          sheet={sheet}
          sizes={sizes}
          pinnedIds={pinnedIds}
          why={why}
          definitions={all}
          actions={actions}
        />
      </GroupDnd>
      <GroupQualityPanel sheet={sheet} attributes={attributes} />
    </section>
  );
});
