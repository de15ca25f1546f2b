import { Download, FolderOpen, Pencil, Presentation, Printer, Trash2 } from "lucide-react";
import { useId } from "react";
import type { SavedGroupingDto } from "../../../domain/schemas";
import { Button } from "../../components/ui/button";
import { openerProps } from "../../lib/return-focus";
import { METHODS } from "./group-form-state";
import { groupingCounts, savedDateText } from "./saved-sheet";

export type SavedGroupingAction = "open" | "rename" | "delete" | "print" | "present" | "export";

type Props = {
  grouping: SavedGroupingDto;
  /** Why Rename and Delete can't be used now (offline), or null. */
  writeBlocked: string | null;
  /** This grouping is the one shown as the current groups. */
  current: boolean;
  onAction: (action: SavedGroupingAction, grouping: SavedGroupingDto) => void;
};

const methodLabel = (method: SavedGroupingDto["method"]) =>
  METHODS.find((m) => m.value === method)?.label ?? method;

/** One saved grouping: its name, date, method and counts, and what can be done with it. */
export function SavedGroupingItem({ grouping, writeBlocked, current, onAction }: Props) {
  const titleId = useId();
  const reasonId = useId();
  const act = (action: SavedGroupingAction) => () => onAction(action, grouping);
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
            {name}
          </h3>
          <p className="text-sm text-muted-foreground">
            <time dateTime={grouping.created_at}>{savedDateText(grouping.created_at)}</time>
            {` · ${methodLabel(grouping.method)} · ${groupingCounts(grouping.groups)}`}
            {current ? " · shown as the current groups" : ""}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" aria-label={`Open ${name}`} onClick={act("open")}>
            <FolderOpen aria-hidden="true" />
            Open
          </Button>
          <Button
            variant="outline"
            aria-label={`Print ${name}`}
            onClick={act("print")}
            {...openerProps(`print-grouping-${grouping.id}`)}
          >
            <Printer aria-hidden="true" />
            Print
          </Button>
          <Button variant="outline" aria-label={`Present ${name}`} onClick={act("present")}>
            <Presentation aria-hidden="true" />
            Present
          </Button>
          <Button variant="outline" aria-label={`Export ${name} as CSV`} onClick={act("export")}>
            <Download aria-hidden="true" />
            Export
          </Button>
          <Button
            variant="outline"
            aria-label={`Rename ${name}`}
            onClick={act("rename")}
            {...writeProps}
          >
            <Pencil aria-hidden="true" />
            Rename
          </Button>
          <Button
            variant="outline"
            aria-label={`Delete ${name}`}
            className="text-destructive-text"
            onClick={act("delete")}
            {...writeProps}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
        {writeBlocked ? (
          <p id={reasonId} className="text-sm text-muted-foreground">
            {`Rename and Delete: ${writeBlocked.toLowerCase()}.`}
          </p>
        ) : null}
      </article>
    </li>
  );
}
