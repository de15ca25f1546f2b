import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { toastStore } from "../components/toast/toast-store";
import { confirmSnapshot, subscribeConfirm } from "../components/ui/confirm-store";
import { whenIdle } from "./idle";

const loadToaster = () => import("../components/toast/toaster");
const loadConfirmHost = () => import("../components/ui/confirm-dialog");
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));
const ConfirmDialogHost = lazy(() =>
  loadConfirmHost().then((m) => ({ default: m.ConfirmDialogHost })),
);

/**
 * The page's toasts and its confirmation dialog, kept out of the first load (Radix Toast and
 * AlertDialog): both are mounted once the browser is idle after the first paint,
 * or as soon as a toast is shown or a question asked. Both read stores that outlive them
 * (toast-store, confirm-store), so what was asked before they mount is shown when they do.
 */
export function LazyHosts() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getSnapshot,
  );
  const [toasted, setToasted] = useState(false);
  if (toasts.length > 0 && !toasted) setToasted(true);
  const question = useSyncExternalStore(subscribeConfirm, confirmSnapshot, confirmSnapshot);
  const [asked, setAsked] = useState(false);
  if (question && !asked) setAsked(true);
  return (
    <Suspense fallback={null}>
      {idle || toasted ? <Toaster /> : null}
      {idle || asked ? <ConfirmDialogHost /> : null}
    </Suspense>
  );
}
