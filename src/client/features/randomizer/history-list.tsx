import { i18n } from "@lingui/core";
import { Trans } from "@lingui/react/macro";
import { dateTimeText } from "#src/client/lib/dates";
import { actorName, byLabel, isViewer, type Viewer } from "#src/domain/activity/actor";
import type { HistoryDto } from "#src/domain/schemas/history";
import { relativeTime } from "#src/domain/wheel/relative-time";

const say = i18n._.bind(i18n);

/**
 * Whether the class has more than one teacher, as far as the viewer can tell: they co-teach it,
 * or someone else made one of its picks (docs/decisions/0060-who-did-what.md).
 */
function sharedClass(entries: readonly HistoryDto[], viewer: Viewer | null): boolean {
  if (viewer?.role === "co-teacher") return true;
  return entries.some((e) => e.picked_by && !isViewer(e.picked_by, viewer));
}

/** Who picked: a substitute always (a tag), a teacher by name when the class has several. */
function PickedBy({
  entry,
  named,
  viewer,
}: {
  entry: HistoryDto;
  named: boolean;
  viewer: Viewer | null;
}) {
  const by = entry.picked_by;
  if (!by) return null;
  if (by.as === "substitute") {
    return (
      <span className="shrink-0 rounded-full border border-border bg-card px-2 text-xs font-medium">
        {byLabel(by, viewer, say)}
      </span>
    );
  }
  if (!named) return null;
  const who = actorName(by, say);
  return (
    <span className="min-w-0 text-sm text-muted-foreground wrap-anywhere">
      {isViewer(by, viewer) ? (
        <Trans>by you</Trans>
      ) : (
        <Trans>
          by <bdi>{who}</bdi>
        </Trans>
      )}
    </span>
  );
}

/** The picks shown, newest first, with relative times (docs/product.md#limits) and the day and time in the browser's locale on hover, in a keyboard-reachable scroll; who picked, in a shared class. */
export function HistoryList({
  entries,
  labelledBy,
  now,
  viewer = null,
}: {
  entries: readonly HistoryDto[];
  /** The id of the history's heading, which names the list. */
  labelledBy: string;
  now: number;
  /** Who is looking (their role and name), to say "You" and tell a shared class. */
  viewer?: Viewer | null;
}) {
  const named = sharedClass(entries, viewer);
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
          <span className="flex min-w-0 flex-wrap items-baseline gap-x-2">
            <span className="min-w-0 font-medium wrap-anywhere">
              <bdi>{entry.student_name}</bdi>
            </span>
            <PickedBy entry={entry} named={named} viewer={viewer} />
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
