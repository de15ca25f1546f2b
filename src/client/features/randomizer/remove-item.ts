import { t } from "@lingui/core/macro";
import { confirm } from "#src/client/components/ui/confirm-store";
import { isolate } from "#src/client/i18n/format";
import { setSkipRemoveConfirmation, skipRemoveConfirmation, type WheelItem } from "./wheel-items";

/**
 * docs/product.md#wheel: removing a wheel item asks for confirmation, then whether to skip that question in
 * future (kept in `skipSpinnerRemoveConfirmation`, docs/product.md#offline). Resolves true when the item is to go.
 * `remove` runs as soon as the first answer is yes, so the wheel updates behind the second
 * question.
 */
export async function confirmRemoval(item: WheelItem, remove: () => void): Promise<boolean> {
  if (skipRemoveConfirmation()) {
    remove();
    return true;
  }
  const name = isolate(item.name);
  const ok = await confirm({
    title: t`Remove ${name} from the wheel?`,
    description: t`${name} will not be picked again until you press Reset.`,
    confirmLabel: t`Remove`,
  });
  if (!ok) return false;
  remove();
  const skip = await confirm({
    title: t`Skip this confirmation next time?`,
    description: t`Remove items from the wheel straight away from now on, without being asked.`,
    confirmLabel: t`Don't ask again`,
    cancelLabel: t`Keep asking`,
  });
  if (skip) setSkipRemoveConfirmation();
  return true;
}
