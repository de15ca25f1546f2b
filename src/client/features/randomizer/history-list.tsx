import { dateTimeText } from "#src/client/lib/dates";
import type { HistoryDto } from "#src/domain/schemas/history";
import { relativeTime } from "#src/domain/wheel/relative-time";

/** The picks shown, newest first, with relative times (docs/product.md#limits) and the day and time in the browser's locale on hover, in a keyboard-reachable scroll. */
export function HistoryList({
  entries,
  labelledBy,
  now,
}: {
  entries: readonly HistoryDto[];
  /** The id of the history's heading, which names the list. */
  labelledBy: string;
  now: number;
}) {
  return (
    <ol
      aria-labelledby={labelledBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="grid max-h-72 gap-1 overflow-y-auto rounded-lg"
    >
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="flex min-w-0 items-center justify-between gap-3 rounded-lg bg-muted px-3 py-2"
        >
          <span className="min-w-0 font-medium wrap-anywhere">
            <bdi>{entry.student_name}</bdi>
          </span>
          <time
            dateTime={entry.created_at}
            title={dateTimeText(entry.created_at)}
            className="shrink-0 text-sm text-muted-foreground"
          >
            {relativeTime(entry.created_at, now)}
          </time>
        </li>
      ))}
    </ol>
  );
}
