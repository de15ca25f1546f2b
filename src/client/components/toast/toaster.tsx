import { t } from "@lingui/core/macro";
import { X } from "lucide-react";
import { Portal, Toast } from "radix-ui";
import { useSyncExternalStore } from "react";
import { cn } from "#src/client/lib/cn";
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from "#src/client/lib/constants";
import { handEscapeToDialog } from "./escape-to-dialog";
import { type ToastItem, toastStore } from "./toast-store";

const variantClasses = {
  default: "border-border bg-card text-card-foreground",
  destructive: "border-destructive bg-destructive text-destructive-foreground",
} as const;

function ToastView({ item }: { item: ToastItem }) {
  return (
    <Toast.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) toastStore.dismiss(item.id);
      }}
      type={item.variant === "destructive" ? "foreground" : "background"}
      onEscapeKeyDown={handEscapeToDialog}
      className={cn(
        "relative flex w-full items-start gap-3 rounded-card border p-4 pe-12 shadow-soft",
        "motion-safe:data-[state=open]:animate-toast-in",
        "motion-safe:data-[state=closed]:animate-toast-out",
        "data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)",
        "data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform",
        "motion-safe:data-[swipe=end]:animate-toast-out",
        variantClasses[item.variant],
      )}
    >
      <div className="grid gap-1">
        <Toast.Title className="text-base font-semibold">{item.title}</Toast.Title>
        {item.description ? (
          <Toast.Description className="text-sm">{item.description}</Toast.Description>
        ) : null}
        {item.action ? (
          <Toast.Action
            altText={item.action.altText}
            onClick={item.action.onClick}
            className="mt-1 inline-flex min-h-11 w-fit items-center rounded-lg border border-current px-4 font-semibold hover:opacity-90"
          >
            {item.action.label}
          </Toast.Action>
        ) : null}
      </div>
      <Toast.Close
        aria-label={t`Close`}
        className="absolute top-1 end-1 inline-flex size-11 items-center justify-center rounded-lg opacity-80 hover:opacity-100"
      >
        <X aria-hidden="true" className="size-4" />
      </Toast.Close>
    </Toast.Root>
  );
}

/**
 * docs/product.md#limits toasts: one at a time, shown 5000 ms, swipe toward the inline end (right, or
 * left in a right-to-left language, where the toasts sit) past 50 px to dismiss, F8 focuses the
 * notification region. These are Radix Toast's defaults, set here on purpose.
 */
export function Toaster() {
  // Radix replaces `{hotkey}` in the region's label with the key's name.
  const hotkey = "{hotkey}";
  const rightToLeft = typeof document !== "undefined" && document.documentElement.dir === "rtl";
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getSnapshot,
  );
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection={rightToLeft ? "left" : "right"}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={t`Notification`}
    >
      {toasts.map((item) => (
        <ToastView key={item.id} item={item} />
      ))}
      {/*
        In <body>, outside the app's root, and marked as a live region: a modal dialog hides
        everything else from assistive technology (aria-hidden on <body>'s other children), but
        keeps live regions and leaves alone what is added after it opened. Inside the root, a
        toast shown with a dialog (back from Google's consent: "Google Classroom connected" and
        the import dialog reopening) was hidden with the rest of the page. `off`: Radix Toast
        announces each toast itself; the region must not announce it twice.
      */}
      <Portal.Root>
        <Toast.Viewport
          hotkey={["F8"]}
          label={t`Notifications (${hotkey})`}
          aria-live="off"
          className="fixed end-0 bottom-0 z-50 m-0 flex print:hidden w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
        />
      </Portal.Root>
    </Toast.Provider>
  );
}
