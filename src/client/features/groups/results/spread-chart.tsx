import { Trans } from "@lingui/react/macro";
import { numberText, oneDecimalText } from "#src/client/i18n/format";
import type { AttributeSpread } from "../model/group-spread";
import { spreadGroupText } from "../model/group-spread";

/**
 * One attribute's spread over the groups: a legend, then one stacked bar per group (a bar's
 * length is the group's size, its parts the students of each value). Each bar is an image
 * named by its counts, so the chart reads as text too.
 */
export function SpreadChart({ spread }: { spread: AttributeSpread }) {
  const largest = Math.max(1, ...spread.groups.map((g) => g.size));
  const distance = oneDecimalText(spread.distance);
  return (
    <figure className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-2 rounded-lg border border-border p-3">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold wrap-anywhere">{spread.displayName}</span>
        <span className="text-sm text-muted-foreground">
          <Trans>{distance} from fair shares</Trans>
        </span>
      </figcaption>
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
        {spread.values.map((value) => (
          <li key={value.label} className="flex min-w-0 items-center gap-1.5">
            <span
              aria-hidden="true"
              className="size-3 shrink-0 rounded-sm border border-slate-500"
              style={{ backgroundColor: value.color }}
            />
            <span className="min-w-0 wrap-anywhere">
              {value.text} ({numberText(value.total)})
            </span>
          </li>
        ))}
      </ul>
      <ul className="grid gap-1">
        {spread.groups.map((group) => (
          <li key={group.label} className="grid grid-cols-[4.5rem_1fr] items-center gap-2 text-sm">
            <span className="text-muted-foreground">{group.label}</span>
            <div
              role="img"
              aria-label={spreadGroupText(spread, group)}
              title={spreadGroupText(spread, group)}
              className="flex h-4 gap-px overflow-hidden rounded-sm"
              style={{ width: `${(100 * group.size) / largest}%` }}
            >
              {group.counts.map((count, v) =>
                count > 0 ? (
                  <span
                    key={spread.values[v]?.label ?? v}
                    className="h-full"
                    style={{ flexGrow: count, backgroundColor: spread.values[v]?.color }}
                  />
                ) : null,
              )}
            </div>
          </li>
        ))}
      </ul>
    </figure>
  );
}
