import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useMemo } from "react";
import { ProgressBar } from "#src/client/components/ui/progress-bar";
import { attributeNameText } from "#src/client/i18n/attribute-words";
import { percentText } from "#src/client/i18n/format";
import type { AttributeSet } from "#src/domain/students/attributes";
import { measuredAttributes } from "../model/group-form-state";
import { SCORE_EXPLANATION, scoreHeadline, scorePercent } from "../model/group-score";
import type { GroupSheet } from "../model/group-sheet";
import { attributeSpreads } from "../model/group-spread";
import { andList } from "./group-warnings";
import { SpreadChart } from "./spread-chart";

/** Under the result: the balance score against the best possible, and the spread charts. */
export function GroupQualityPanel({
  sheet,
  attributes,
}: {
  sheet: GroupSheet;
  attributes: AttributeSet;
}) {
  const spreads = useMemo(() => attributeSpreads(sheet.groups, attributes), [sheet, attributes]);
  const percent = scorePercent(sheet.score);
  const headline = scoreHeadline(sheet.score);
  const share = percentText(percent / 100);
  // "Number, Color and Shape".
  const measured = andList(
    measuredAttributes(sheet.method, sheet.balanceOn).map((name) =>
      attributeNameText(name, attributes[name].displayName),
    ),
  );
  return (
    <section aria-labelledby="group-quality-heading" className="grid min-w-0 gap-4">
      <div className="grid gap-2">
        <h3 id="group-quality-heading" className="text-lg font-semibold">
          <Trans>How evenly the groups are mixed</Trans>
        </h3>
        <p className="font-medium">
          <Trans>
            {headline}: {share} of the best possible balance, measured on {measured}.
          </Trans>
        </p>
        <ProgressBar
          value={percent / 100}
          label={t`Balance compared with the best possible`}
          className="max-w-md"
        />
        <p className="max-w-prose text-sm text-muted-foreground">{t(SCORE_EXPLANATION)}</p>
      </div>
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-2">
        {spreads.map((spread) => (
          <SpreadChart key={spread.name} spread={spread} />
        ))}
      </div>
    </section>
  );
}
