import { t } from "@lingui/core/macro";
import { toast } from "#src/client/components/toast/toast-store";
import { FormDialog } from "#src/client/components/ui/form-dialog";
import { conflictOf } from "#src/client/lib/api-error";
import type { SavedGroupingSummaryDto } from "#src/domain/schemas/groupings";
import { useRenameGrouping } from "../api";
import { GroupingNameForm } from "./grouping-name-form";

type Props = {
  classId: string;
  /** The grouping being renamed; null when the dialog is closed. */
  grouping: SavedGroupingSummaryDto | null;
  blockedReason: string | null;
  onClose: () => void;
};

/**
 * Rename a saved grouping, sent with the version it was shown at (If-Match). When it was
 * changed elsewhere meanwhile (409), the list shows the latest name and the dialog closes
 * (useRenameGrouping's toast says so).
 */
export function RenameGroupingDialog({ classId, grouping, blockedReason, onClose }: Props) {
  const rename = useRenameGrouping(classId);

  async function submit(name: string) {
    if (!grouping) return;
    if (name === grouping.name) {
      onClose();
      return;
    }
    try {
      await rename.mutateAsync({ id: grouping.id, name, version: grouping.version });
      toast({ title: t`Grouping renamed`, description: t`It is now called "${name}".` });
      onClose();
    } catch (error) {
      // A conflict: the latest version now shows in the list; anything else: try again.
      if (conflictOf<SavedGroupingSummaryDto>(error)) onClose();
    }
  }

  return (
    <FormDialog
      open={grouping !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t`Rename grouping`}
      description={grouping ? newNameFor(grouping.name) : ""}
    >
      {grouping ? (
        <GroupingNameForm
          key={grouping.id}
          initialName={grouping.name}
          submitLabel={t`Rename`}
          pendingLabel={t`Renaming...`}
          blockedReason={blockedReason}
          onSubmit={submit}
          onCancel={onClose}
        />
      ) : null}
    </FormDialog>
  );
}

/** "A new name for "Groups, Monday 2 March"." */
function newNameFor(name: string): string {
  return t`A new name for "${name}".`;
}
