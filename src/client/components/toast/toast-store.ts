import { TOAST_LIMIT } from "#src/client/lib/constants";

export type ToastVariant = "default" | "destructive";

/** A button in the toast, e.g. Undo; `altText` says how to do the same without the toast. */
export type ToastAction = { label: string; altText: string; onClick: () => void };

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
};

export type ToastItem = {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  action?: ToastAction;
  open: boolean;
};

/** How long a closed toast stays mounted so its exit animation can play. */
export const TOAST_REMOVE_DELAY_MS = 300;

/**
 * A tiny external store for toasts, usable from anywhere (components, mutations, plain
 * functions). docs/product.md#limits: one toast at a time; a new one replaces the current one.
 */
function once(run: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    run();
  };
}

export function createToastStore(limit = TOAST_LIMIT) {
  let toasts: ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();

  const set = (next: ToastItem[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  const remove = (id: number) => set(toasts.filter((t) => t.id !== id));

  const dismiss = (id: number) => {
    if (!toasts.some((t) => t.id === id && t.open)) return;
    set(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
    setTimeout(() => remove(id), TOAST_REMOVE_DELAY_MS);
  };

  const show = ({ title, description, variant = "default", action }: ToastInput) => {
    const id = nextId++;
    const item: ToastItem = { id, title, variant, open: true };
    if (description) item.description = description;
    // A toast's button acts once: the toast closes on the first press, and a double-click's
    // second (on the closing toast) would Undo twice, e.g. add a removed rule back twice.
    if (action) item.action = { ...action, onClick: once(action.onClick) };
    set([item, ...toasts].slice(0, limit));
    return { id, dismiss: () => dismiss(id) };
  };

  return {
    show,
    dismiss,
    getSnapshot: () => toasts,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const toastStore = createToastStore();

/** Shows a toast: `toast({ title: "Error", description: "...", variant: "destructive" })`. */
export function toast(input: ToastInput) {
  return toastStore.show(input);
}
