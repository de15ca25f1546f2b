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
      toast({ title: "Grouping renamed", description: `It is now called "${name}".` });
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
      title="Rename grouping"
      description={grouping ? `A new name for "${grouping.name}".` : ""}
    >
      {grouping ? (
        <GroupingNameForm
          key={grouping.id}
          initialName={grouping.name}
          submitLabel="Rename"
          pendingLabel="Renaming..."
          blockedReason={blockedReason}
          onSubmit={submit}
          onCancel={onClose}
        />
      ) : null}
    </FormDialog>
  );
}
