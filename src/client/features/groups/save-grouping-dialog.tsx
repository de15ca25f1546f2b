import { Save } from "lucide-react";
import { useId, useState } from "react";
import type { SavedGroupingDto } from "../../../domain/schemas";
import { toast } from "../../components/toast/toast-store";
import { Button } from "../../components/ui/button";
import { FormDialog } from "../../components/ui/form-dialog";
import { useIsOnline } from "../../lib/online-status";
import { useGroupings, useSaveGrouping } from "./api";
import type { GroupSheet } from "./group-sheet";
import { GroupingNameForm } from "./grouping-name-form";
import { defaultGroupingName, sheetToInput, unchangedSaved } from "./saved-sheet";

export const OFFLINE_REASON = "Not available while offline";

/** Why Save can't be used now, or null. */
export function saveBlocker(
  online: boolean,
  sheet: GroupSheet,
  list: readonly SavedGroupingDto[] | undefined,
): string | null {
  if (!online) return OFFLINE_REASON;
  const same = unchangedSaved(sheet, list);
  if (same) return `These groups are saved as "${same.name}".`;
  if (sheet.groups.every((g) => g.length === 0)) return "There are no groups to save.";
  return null;
}

type Props = {
  classId: string;
  sheet: GroupSheet;
  onSaved: (saved: SavedGroupingDto) => void;
};

/**
 * Save (issue 17.4): names the current groups ("Groups, <weekday> <date>" by default) and keeps
 * their members, method and balance on the server for the class. Disabled, with the reason
 * shown, offline and while the sheet is a saved grouping unchanged.
 */
export function SaveGroupingButton({ classId, sheet, onSaved }: Props) {
  const online = useIsOnline();
  const groupings = useGroupings(classId);
  const save = useSaveGrouping(classId);
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [initialName, setInitialName] = useState("");
  const blocker = saveBlocker(online, sheet, groupings.data);

  function openDialog() {
    if (blocker) return;
    const taken = (groupings.data ?? []).map((g) => g.name);
    setInitialName(defaultGroupingName(new Date(), taken));
    setOpen(true);
  }

  async function submit(name: string) {
    try {
      const saved = await save.mutateAsync(sheetToInput(sheet, name));
      setOpen(false);
      toast({ title: "Groups saved", description: `Saved as "${saved.name}".` });
      onSaved(saved);
    } catch {
      // useSaveGrouping's toast says what went wrong; the dialog stays open to try again.
    }
  }

  return (
    <>
      <div className="grid justify-items-start gap-1">
        <Button
          variant="outline"
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          // aria-disabled, not disabled: focus stays on it once the groups are saved, and the
          // reason stays reachable by keyboard and screen reader.
          aria-disabled={blocker !== null}
          aria-describedby={blocker ? reasonId : undefined}
          onClick={openDialog}
        >
          <Save aria-hidden="true" />
          Save
        </Button>
        {blocker ? (
          <p id={reasonId} className="text-sm text-muted-foreground">
            {blocker}
          </p>
        ) : null}
      </div>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="Save groups"
        description={`Keep these ${sheet.groups.length} groups of ${sheet.className} to open, print or present later.`}
      >
        {open ? (
          <GroupingNameForm
            initialName={initialName}
            submitLabel="Save"
            pendingLabel="Saving..."
            blockedReason={online ? null : OFFLINE_REASON}
            onSubmit={submit}
            onCancel={() => setOpen(false)}
          />
        ) : null}
      </FormDialog>
    </>
  );
}
