/**
 * The confirmation question's state (the page's one `ConfirmDialogHost` shows it), apart from
 * the dialog so that asking costs no dialog code: the host is loaded by itself.
 */
export type ConfirmOptions = {
  title: string;
  description?: string;
  /** The confirming button's label (default "Confirm"). */
  confirmLabel?: string;
  /** The cancelling button's label (default "Cancel"). */
  cancelLabel?: string;
  /** Red confirming button, for actions that lose data. */
  destructive?: boolean;
  /**
   * Where focus goes once the question has closed (asked then), when not back to the control
   * that asked: e.g. the field of a form the answer has just opened.
   */
  returnFocus?: () => HTMLElement | null;
};

type Pending = ConfirmOptions & { id: number; resolve: (ok: boolean) => void };

let pending: Pending | null = null;
let nextId = 1;
/** The element focused when asked; focus goes back to it (there is no trigger to return to). */
let lastReturnTo: (() => HTMLElement | null) | null = null;
const listeners = new Set<() => void>();

function setPending(next: Pending | null) {
  pending = next;
  for (const listener of listeners) listener();
}

export function settleConfirm(ok: boolean) {
  const current = pending;
  if (!current) return;
  setPending(null);
  current.resolve(ok);
}

/**
 * Asks in an in-page dialog; resolves true when confirmed, false when cancelled or dismissed
 * (Escape). A new question cancels one still open. Needs `<ConfirmDialogHost />` on the page
 * (the app mounts it once).
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  settleConfirm(false);
  const active = typeof document === "undefined" ? null : document.activeElement;
  const asker = active instanceof HTMLElement ? active : null;
  lastReturnTo = options.returnFocus ?? (() => asker);
  return new Promise((resolve) => setPending({ ...options, id: nextId++, resolve }));
}

/** `const confirm = useConfirm(); if (await confirm({ title, ... })) ...` */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  return confirm;
}

export const subscribeConfirm = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
export const confirmSnapshot = () => pending;

/** The element to focus once the question closes (taken once), or null. */
export function takeReturnTarget(): HTMLElement | null {
  const target = lastReturnTo;
  lastReturnTo = null;
  return target?.() ?? null;
}
