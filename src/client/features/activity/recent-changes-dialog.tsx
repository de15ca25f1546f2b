import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { History } from "lucide-react";
import { Button } from "#src/client/components/ui/button";
import { FormDialog } from "#src/client/components/ui/form-dialog";
import { Spinner } from "#src/client/components/ui/spinner";
import { isolate } from "#src/client/i18n/format";
import { dateTimeText } from "#src/client/lib/dates";
import { activitySentence, roleTag, type Viewer } from "#src/domain/activity/sentence";
import type { ActivityDto } from "#src/domain/schemas/activity";
import { relativeTime } from "#src/domain/wheel/relative-time";
import { useActivity } from "./api";

export type RecentChangesDialogProps = {
  classId: string;
  className: string;
  viewer: Viewer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const say = i18n._.bind(i18n);

function Entry({ entry, viewer, now }: { entry: ActivityDto; viewer: Viewer; now: number }) {
  return (
    <li className="grid gap-0.5 rounded-lg bg-muted px-3 py-2">
      <span className="wrap-anywhere">{activitySentence(entry, viewer, say)}</span>
      <span className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
        <span className="rounded-full border border-border bg-card px-2 text-xs font-medium text-foreground">
          {roleTag(entry.by, say)}
        </span>
        <time dateTime={entry.created_at} title={dateTimeText(entry.created_at)}>
          {relativeTime(entry.created_at, now)}
        </time>
      </span>
    </li>
  );
}

/**
 * A class's "Recent changes" (docs/decisions/0060-who-did-what.md): its last 50 changes, newest
 * first, each as a sentence saying who did what, with their role and when.
 */
export function RecentChangesDialog({
  classId,
  className,
  viewer,
  open,
  onOpenChange,
}: RecentChangesDialogProps) {
  const activity = useActivity(classId);
  const name = isolate(className);
  const now = Date.now();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Recent changes in "${name}"`}
      description={t`The last 50 changes to this class, newest first, and who made them.`}
    >
      {activity.isPending ? (
        <div className="flex justify-center p-4">
          <Spinner />
          <span role="status" className="sr-only">
            {t`Loading recent changes...`}
          </span>
        </div>
      ) : activity.isError ? (
        <div role="alert" className="grid justify-items-start gap-2">
          <p>
            <Trans>Could not load this class's recent changes.</Trans>
          </p>
          <Button variant="outline" onClick={() => void activity.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : activity.data.length === 0 ? (
        <p className="grid justify-items-center gap-2 p-4 text-center text-muted-foreground">
          <History aria-hidden="true" className="size-8" />
          <Trans>No changes yet</Trans>
        </p>
      ) : (
        <ol
          aria-label={t`Recent changes`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
          className="grid max-h-[60vh] gap-1 overflow-y-auto rounded-lg"
        >
          {activity.data.map((entry) => (
            <Entry key={entry.id} entry={entry} viewer={viewer} now={now} />
          ))}
        </ol>
      )}
      <div className="flex justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          <Trans>Close</Trans>
        </Button>
      </div>
    </FormDialog>
  );
}
