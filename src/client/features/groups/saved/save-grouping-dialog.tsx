import { i18n } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { Save } from "lucide-react";
import { useId, useRef, useState } from "react";
import { toast } from "#src/client/components/toast/toast-store";
import { Button } from "#src/client/components/ui/button";
import { FormDialog } from "#src/client/components/ui/form-dialog";
import { useWritesOpen } from "#src/client/data/data-context";
import { queryKeys } from "#src/client/data/source";
import { ApiError } from "#src/client/lib/api-error";
import {
  leftClassDetails,
  leftClassMessage,
  type SavedGroupingDto,
} from "#src/domain/schemas/groupings";
import { useGroupingMembers, useGroupings, useSaveGrouping } from "../api";
import type { GroupSheet } from "../model/group-sheet";
import { defaultGroupingName } from "./default-name";
import { GroupingNameForm } from "./grouping-name-form";
import { leftTheClass, sheetToInput, unchangedSaved } from "./saved-sheet";

export const OFFLINE_REASON = msg`Not available while offline`;

/** Why Save can't be used now, or null. */
export function saveBlocker(
  online: boolean,
  sheet: GroupSheet,
  list: readonly SavedGroupingDto[] | undefined,
  leftOut = 0,
): string | null {
  if (!online) return t(OFFLINE_REASON);
  const same = unchangedSaved(sheet, list);
  if (same) {
    const name = same.name;
    return t`These groups are saved as "${name}".`;
  }
  if (sheet.groups.flat().length <= leftOut) return t`There are no groups to save.`;
  return null;
}

/** A 409 that is not about students who left: a limit (decision 0031), said in the dialog. */
function limitOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409 || leftIdsOf(error)) return null;
  const message = (error.body as { error?: unknown } | null)?.error;
  return typeof message === "string" ? message : null;
}

/** The students a 409 says have left the class (decision 0028), or null for any other error. */
function leftIdsOf(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = leftClassDetails.safeParse((error.body as { details?: unknown })?.details);
  return parsed.success ? parsed.data.student_ids : null;
}

type Props = {
  classId: string;
  sheet: GroupSheet;
  /** The class's students now (undefined while unknown): the sheet's others are left out. */
  roster: readonly { id: string }[] | undefined;
  onSaved: (saved: SavedGroupingDto) => void;
};

/**
 * Save: names the current groups ("Groups, <weekday> <date>" by default) and keeps
 * their members, method and balance on the server for the class. Disabled, with the reason
 * shown, offline and while the sheet is a saved grouping unchanged. Students no longer in the
 * class (a saved grouping of an earlier lesson opened) are named and left out (decision 0028).
 */
export function SaveGroupingButton({ classId, sheet, roster, onSaved }: Props) {
  const online = useWritesOpen();
  const groupings = useGroupings(classId);
  const save = useSaveGrouping(classId);
  const queryClient = useQueryClient();
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [initialName, setInitialName] = useState("");
  // Those the server said have left (another device deleted them): the roster may not know yet.
  const [told, setTold] = useState<string[]>([]);
  const left = leftTheClass(sheet, roster, told);
  // The grouping the sheet shows, with its members (read once it is opened or saved; 0031),
  // under the list's latest name: Save is off while the sheet is that grouping unchanged.
  const savedId = sheet.saved?.id;
  const shown = useGroupingMembers(savedId ? [savedId] : []).data?.[0];
  const listed = groupings.data?.find((g) => g.id === savedId);
  const blocker = saveBlocker(
    online,
    sheet,
    shown && listed ? [{ ...shown, name: listed.name }] : undefined,
    left.length,
  );
  // A limit's 409 (too many saved groupings), shown in the dialog until the next try.
  const [refused, setRefused] = useState<string | null>(null);
  const leftNote =
    left.length > 0 ? leftOutNote(i18n._(leftClassMessage(left.map((s) => s.name)))) : "";

  function openDialog() {
    if (blocker) return;
    const taken = (groupings.data ?? []).map((g) => g.name);
    setInitialName(defaultGroupingName(new Date(), taken));
    keys.current = {};
    setRefused(null);
    setOpen(true);
  }

  // One key per dialog and name: Save again after a failure whose answer was lost (the groups
  // were saved) replays that save instead of saving the groups twice.
  const keys = useRef<Record<string, string>>({});
  async function submit(name: string) {
    keys.current[name] ??= crypto.randomUUID();
    setRefused(null);
    try {
      const leftOut = new Set(left.map((s) => s.id));
      const saved = await save.mutateAsync([
        sheetToInput(sheet, name, leftOut),
        keys.current[name] as string,
      ]);
      setOpen(false);
      const savedAs = saved.name;
      toast({ title: t`Groups saved`, description: t`Saved as "${savedAs}".` });
      onSaved(saved);
    } catch (error) {
      // useSaveGrouping's toast says what went wrong; the dialog stays open to try again, and
      // students the server says have left are named there and left out of the next try.
      setRefused(limitOf(error));
      const gone = leftIdsOf(error);
      if (gone) {
        setTold((old) => [...new Set([...old, ...gone])]);
        void queryClient.invalidateQueries({ queryKey: queryKeys.students(classId) });
      }
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
          aria-describedby={blocker || leftNote ? reasonId : undefined}
          onClick={openDialog}
        >
          <Save aria-hidden="true" />
          <Trans>Save</Trans>
        </Button>
        {blocker || leftNote ? (
          <p id={reasonId} className="text-sm text-muted-foreground wrap-anywhere">
            {blocker ?? leftNote}
          </p>
        ) : null}
      </div>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Save groups`}
        description={saveDescription(sheet.className, leftNote)}
      >
        {open && refused ? (
          <p role="alert" className="mb-4 text-sm text-destructive-text wrap-anywhere">
            {refused}
          </p>
        ) : null}
        {open ? (
          <GroupingNameForm
            initialName={initialName}
            submitLabel={t`Save`}
            pendingLabel={t`Saving...`}
            blockedReason={online ? null : t(OFFLINE_REASON)}
            onSubmit={submit}
            onCancel={() => setOpen(false)}
          />
        ) : null}
      </FormDialog>
    </>
  );
}

/** "Ben has left the class: Save leaves them out." */
function leftOutNote(left: string): string {
  return t`${left}: Save leaves them out.`;
}

/** The Save dialog's description, with the note on students who left. */
function saveDescription(className: string, leftNote: string): string {
  const text = t`Keep these groups of ${className} to open, print or present later.`;
  return leftNote ? `${text} ${leftNote}` : text;
}
