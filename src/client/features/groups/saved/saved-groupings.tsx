import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useCallback, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "#src/client/components/toast/toast-store";
import { Button } from "#src/client/components/ui/button";
import { confirmKeepingFocus } from "#src/client/components/ui/confirm-keeping-focus";
import { Spinner } from "#src/client/components/ui/spinner";
import { useWritesOpen } from "#src/client/data/data-context";
import { numberText } from "#src/client/i18n/format";
import { useFocusFallback } from "#src/client/lib/use-focus-fallback";
import type { SavedGroupingDto, SavedGroupingSummaryDto } from "#src/domain/schemas/groupings";
import type { AttributeSet } from "#src/domain/students/attributes";
import { GroupingOfflineError, useDeleteGrouping, useGroupings, useLoadGrouping } from "../api";
import { type GroupSheet, serializeGroupSheet } from "../model/group-sheet";
import { enterFullscreen, leaveFullscreen } from "../present/present-fullscreen";
import { PresentView } from "../present/present-view";
import { exportGrouping } from "./grouping-csv";
import { RenameGroupingDialog } from "./rename-grouping-dialog";
import { OFFLINE_REASON } from "./save-grouping-dialog";
import { type SavedGroupingAction, SavedGroupingItem } from "./saved-grouping-item";
import { groupingCounts, savedToSheet, summaryCounts } from "./saved-sheet";

/** The group sheet's print route (router.tsx; group-builder's GROUP_SHEET_PATH). */
const PRINT_PATH = "/print/groups";
/** How many saved groupings show before "Show all". */
export const SAVED_SHOWN = 10;

type Props = {
  classId: string;
  className: string;
  attributes: AttributeSet;
  /** Open: the saved grouping becomes the current groups. */
  onOpen: (sheet: GroupSheet) => void;
  /** The id of the saved grouping shown as the current groups, if any. */
  currentId?: string | undefined;
};

/**
 * Saved groupings, newest first: open, rename, delete, print, present and export
 * each. Offline the list stays readable and Open, Print, Present and Export work (they send
 * nothing); Rename and Delete are disabled with the reason.
 */
export function SavedGroupings({ classId, className, attributes, onOpen, currentId }: Props) {
  const groupings = useGroupings(classId);
  const remove = useDeleteGrouping(classId);
  const online = useWritesOpen();
  const navigate = useNavigate();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [showAll, setShowAll] = useState(false);
  const [renaming, setRenaming] = useState<SavedGroupingSummaryDto | null>(null);
  const { peek, load } = useLoadGrouping();
  // Open, Print, Present and Export need the members, read when first asked for (0031).
  const [loading, setLoading] = useState<{ id: string; action: SavedGroupingAction } | null>(null);
  const [failed, setFailed] = useState<{
    id: string;
    action: SavedGroupingAction;
    offline: boolean;
  } | null>(null);
  const latestAsk = useRef(0);
  const [presenting, setPresenting] = useState<GroupSheet | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const closePresent = useCallback(() => setPresenting(null), []);
  const writeBlocked = online ? null : t(OFFLINE_REASON);
  // Try again goes with its alert once the list loads: the keyboard stays on the heading.
  useFocusFallback(groupings.isError, heading);

  async function confirmDelete(grouping: SavedGroupingSummaryDto) {
    const name = grouping.name;
    const counts = summaryCounts(grouping);
    const ok = await confirmKeepingFocus(
      {
        title: t`Delete "${name}"?`,
        description: t`The saved grouping "${name}" (${counts}) will be deleted. This cannot be undone.`,
        confirmLabel: t`Delete Grouping`,
        destructive: true,
      },
      () => heading.current,
    );
    if (!ok) return;
    try {
      await remove.mutateAsync(grouping.id);
      toast({ title: t`Grouping deleted`, description: t`"${name}" was deleted.` });
      heading.current?.focus(); // its card and the Delete button that had the focus are gone
    } catch {
      // useDeleteGrouping's toast says what went wrong (a grouping already gone is no error).
    }
  }

  /** What Open, Print, Present and Export do once the grouping's members are here. */
  function show(action: SavedGroupingAction, grouping: SavedGroupingDto) {
    const sheet = () => savedToSheet(grouping, className, attributes);
    const name = grouping.name;
    if (action === "open") {
      onOpen(sheet());
      const counts = groupingCounts(grouping.groups);
      setAnnouncement(t`Opened "${name}": ${counts}.`);
    } else if (action === "print") {
      void navigate(PRINT_PATH, { state: { groupSheet: serializeGroupSheet(sheet()) } });
    } else if (action === "present") {
      setPresenting(sheet());
    } else if (action === "export") {
      exportGrouping(grouping, attributes);
      setAnnouncement(t`Exported "${name}" as CSV.`);
    }
  }

  function act(action: SavedGroupingAction, grouping: SavedGroupingSummaryDto) {
    if (action === "rename") {
      if (!writeBlocked) setRenaming(grouping);
      return;
    }
    if (action === "delete") {
      if (!writeBlocked) void confirmDelete(grouping);
      return;
    }
    // Full screen is asked for in the click itself, as browsers require.
    if (action === "present") enterFullscreen();
    const ask = ++latestAsk.current;
    setFailed(null);
    // The list's name is the latest (a rename since the members were read).
    const named = (full: SavedGroupingDto) => ({ ...full, name: grouping.name });
    const known = peek(grouping.id);
    if (known) {
      setLoading(null);
      show(action, named(known));
      return;
    }
    setLoading({ id: grouping.id, action });
    const name = grouping.name;
    setAnnouncement(t`Loading "${name}"...`);
    load(grouping.id).then(
      (full) => {
        if (ask !== latestAsk.current) return;
        setLoading(null);
        show(action, named(full));
      },
      (error: unknown) => {
        if (ask !== latestAsk.current) return;
        setLoading(null);
        if (action === "present") leaveFullscreen();
        setAnnouncement("");
        setFailed({ id: grouping.id, action, offline: error instanceof GroupingOfflineError });
      },
    );
  }

  function showEverything() {
    setShowAll(true);
    // The button goes away: keyboard focus moves on to the first grouping it revealed.
    requestAnimationFrame(() =>
      listRef.current?.children[SAVED_SHOWN]?.querySelector("button")?.focus(),
    );
  }

  const list = groupings.data ?? [];
  const shown = showAll ? list : list.slice(0, SAVED_SHOWN);
  const total = numberText(list.length);
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-4">
      <h2 ref={heading} id={headingId} tabIndex={-1} className="text-xl font-semibold outline-none">
        <Trans>Saved groupings</Trans>
      </h2>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {groupings.isPending ? (
        <div className="flex items-center gap-3 text-muted-foreground">
          <Spinner className="size-5" />
          <span>
            <Trans>Loading saved groupings...</Trans>
          </span>
        </div>
      ) : groupings.isError && !groupings.data ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p>
            <Trans>The saved groupings could not be loaded.</Trans>
          </p>
          <Button variant="outline" onClick={() => void groupings.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className="rounded-card border border-dashed border-input p-6 text-center text-muted-foreground">
          <Trans>No saved groupings yet. Generate groups and Save them to keep them.</Trans>
        </p>
      ) : (
        <>
          <ul ref={listRef} aria-labelledby={headingId} className="grid min-w-0 gap-3">
            {shown.map((grouping) => (
              <SavedGroupingItem
                key={grouping.id}
                grouping={grouping}
                writeBlocked={writeBlocked}
                current={grouping.id === currentId}
                onAction={act}
                loading={loading?.id === grouping.id ? loading.action : null}
                failed={failed?.id === grouping.id ? failed : null}
              />
            ))}
          </ul>
          {list.length > shown.length ? (
            <Button variant="outline" className="justify-self-start" onClick={showEverything}>
              <Trans>Show all ({total})</Trans>
            </Button>
          ) : null}
        </>
      )}
      <RenameGroupingDialog
        classId={classId}
        grouping={renaming}
        blockedReason={writeBlocked}
        onClose={() => setRenaming(null)}
      />
      {presenting ? (
        <PresentView sheet={presenting} attributes={attributes} onClose={closePresent} />
      ) : null}
    </section>
  );
}
