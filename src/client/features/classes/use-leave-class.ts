import { t } from "@lingui/core/macro";
import { toast } from "#src/client/components/toast/toast-store";
import { useConfirm } from "#src/client/components/ui/confirm-store";
import { useDataSource } from "#src/client/data/data-context";
import { isolate } from "#src/client/i18n/format";
import { failureReason } from "#src/client/lib/failure-reason";
import type { ClassDto } from "#src/domain/schemas/classes";
import { useRemoveMember } from "../sharing";

/**
 * "Leave this class" for a co-teacher: asks first (only the owner can bring them back), then
 * the class leaves their list. `onLeft` runs once it is gone (focus moves on).
 */
export function useLeaveClass(onLeft: () => void) {
  const source = useDataSource();
  const remove = useRemoveMember();
  const confirm = useConfirm();
  async function leave(item: ClassDto) {
    const name = isolate(item.name);
    const ok = await confirm({
      title: t`Leave this class?`,
      description: t`You will no longer see or change "${name}". This can't be undone: only its owner can invite you again.`,
      confirmLabel: t`Leave Class`,
      destructive: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync({ classId: item.id, userId: source.userId });
      toast({ title: t`You left "${name}"` });
      onLeft();
    } catch (error) {
      toast({
        title: t`Failed to leave the class`,
        description: failureReason(error),
        variant: "destructive",
      });
    }
  }
  return { leave, pending: remove.isPending };
}
