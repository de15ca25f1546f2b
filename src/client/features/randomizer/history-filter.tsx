import { i18n } from "@lingui/core";
import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import {
  HISTORY_PERIOD_LABELS,
  HISTORY_PERIODS,
  type HistoryPeriod,
} from "#src/domain/wheel/history-stats";

const option =
  "inline-flex min-h-11 min-w-0 flex-1 cursor-pointer items-center justify-center rounded-md px-3 text-sm font-medium " +
  "transition-colors duration-150 hover:bg-muted " +
  "has-checked:bg-primary has-checked:text-primary-foreground has-checked:hover:bg-primary-hover " +
  "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring";

/**
 * "Show picks from": Today, This week or All, as one segmented control made of native radio
 * buttons (Tab reaches the chosen one, the arrow keys choose another).
 */
export function HistoryFilter({
  period,
  onChange,
}: {
  period: HistoryPeriod;
  onChange: (period: HistoryPeriod) => void;
}) {
  const name = useId();
  return (
    <fieldset className="grid min-w-0 gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">
        <Trans>Show picks from</Trans>
      </legend>
      <div className="flex min-w-0 gap-1 rounded-lg border border-input bg-card p-1 sm:max-w-sm">
        {HISTORY_PERIODS.map((value) => (
          <label key={value} className={option}>
            <input
              type="radio"
              name={name}
              value={value}
              className="sr-only"
              checked={period === value}
              onChange={() => onChange(value)}
            />
            {i18n._(HISTORY_PERIOD_LABELS[value])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
