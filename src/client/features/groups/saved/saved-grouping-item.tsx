import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Download, FolderOpen, Pencil, Presentation, Printer, Trash2 } from "lucide-react";
import { useId } from "react";
import { Button } from "#src/client/components/ui/button";
import { Spinner } from "#src/client/components/ui/spinner";
import { openerProps } from "#src/client/lib/return-focus";
import type { SavedGroupingSummaryDto } from "#src/domain/schemas/groupings";
import { methodLabel } from "../model/methods";
import { savedDateText, summaryCounts } from "./saved-sheet";

export type SavedGroupingAction = "open" | "rename" | "delete" | "print" | "present" | "export";

type Props = {
  grouping: SavedGroupingSummaryDto;
  /** Why Rename and Delete can't be used now (offline), or null. */
  writeBlocked: string | null;
  /** This grouping is the one shown as the current groups. */
  current: boolean;
  onAction: (action: SavedGroupingAction, grouping: SavedGroupingSummaryDto) => void;
  /** The action waiting for the grouping's members (decision 0031), or null. */
  loading?: SavedGroupingAction | null;
  /** The members could not be loaded for this action (offline: never read on this device). */
  failed?: { action: SavedGroupingAction; offline: boolean } | null;
};

/** One saved grouping: its name, date, method and counts, and what can be done with it. */
export function SavedGroupingItem({
  grouping,
  writeBlocked,
  current,
  onAction,
  loading = null,
  failed = null,
}: Props) {
  const titleId = useId();
  const reasonId = useId();
  const act = (action: SavedGroupingAction) => () => onAction(action, grouping);
  /** The action's icon, or a spinner while its members load. */
  const icon = (action: SavedGroupingAction, Icon: typeof FolderOpen) =>
    loading === action ? <Spinner className="size-4 text-current" /> : <Icon aria-hidden="true" />;
  const busy = (action: SavedGroupingAction) => (loading === action ? true : undefined);
  const name = grouping.name;
  const writeProps = {
    disabled: writeBlocked !== null,
    "aria-describedby": writeBlocked ? reasonId : undefined,
  };
  return (
    <li className="min-w-0">
      <article
        aria-labelledby={titleId}
        className="grid min-w-0 gap-3 rounded-card border border-border bg-card p-4 text-card-foreground"
      >
        <div className="grid min-w-0 gap-1">
          <h3 id={titleId} className="text-lg font-semibold wrap-anywhere">
            <bdi>{name}</bdi>
          </h3>
          <p className="text-sm text-muted-foreground">
            <time dateTime={grouping.created_at}>{savedDateText(grouping.created_at)}</time>
            {` · ${methodLabel(grouping.method)} · ${summaryCounts(grouping)}`}
            {current ? ` · ${t`shown as the current groups`}` : ""}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            aria-label={t`Open ${name}`}
            aria-busy={busy("open")}
            onClick={act("open")}
          >
            {icon("open", FolderOpen)}
            <Trans>Open</Trans>
          </Button>
          <Button
            variant="outline"
            aria-label={t`Print ${name}`}
            aria-busy={busy("print")}
            onClick={act("print")}
            {...openerProps(`print-grouping-${grouping.id}`)}
          >
            {icon("print", Printer)}
            <Trans>Print</Trans>
          </Button>
          <Button
            variant="outline"
            aria-label={t`Present ${name}`}
            aria-busy={busy("present")}
            onClick={act("present")}
          >
            {icon("present", Presentation)}
            <Trans>Present</Trans>
          </Button>
          <Button
            variant="outline"
            aria-label={t`Export ${name} as CSV`}
            aria-busy={busy("export")}
            onClick={act("export")}
          >
            {icon("export", Download)}
            <Trans>Export</Trans>
          </Button>
          <Button
            variant="outline"
            aria-label={t`Rename ${name}`}
            onClick={act("rename")}
            {...writeProps}
          >
            <Pencil aria-hidden="true" />
            <Trans>Rename</Trans>
          </Button>
          <Button
            variant="outline"
            aria-label={t`Delete ${name}`}
            className="text-destructive-text"
            onClick={act("delete")}
            {...writeProps}
          >
            <Trash2 aria-hidden="true" />
            <Trans>Delete</Trans>
          </Button>
        </div>
        {loading ? (
          <p className="text-sm text-muted-foreground">
            <Trans>Loading the groups...</Trans>
          </p>
        ) : null}
        {failed ? (
          <div role="alert" className="grid justify-items-start gap-2">
            <p className="text-sm">
              {failed.offline ? (
                <Trans>
                  Its groups were not opened on this device while online: they load once you are
                  back online.
                </Trans>
              ) : (
                <Trans>Its groups could not be loaded.</Trans>
              )}
            </p>
            <Button variant="outline" onClick={act(failed.action)}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : null}
        {writeBlocked ? (
          <p id={reasonId} className="text-sm text-muted-foreground">
            <Trans>Rename and Delete: not available while offline.</Trans>
          </p>
        ) : null}
      </article>
    </li>
  );
}
