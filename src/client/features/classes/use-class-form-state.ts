import { type RefObject, useEffect, useRef, useState } from "react";
import type { ClassDto } from "../../../domain/schemas";

export type ClassFormState =
  | { mode: "closed" }
  | { mode: "create" }
  | { mode: "edit"; item: ClassDto };

/**
 * Whether the inline class form is closed, creating or editing. When it closes, focus goes
 * back to the control that opened it, or (when that is gone or disabled) to the first of
 * `fallbacks` that can take it.
 */
export function useClassFormState(fallbacks: RefObject<HTMLElement | null>[]) {
  const [form, setFormState] = useState<ClassFormState>({ mode: "closed" });
  const opener = useRef<HTMLElement | null>(null);
  const restoreFocus = useRef(false);

  function setForm(next: ClassFormState) {
    if (next.mode !== "closed" && form.mode === "closed") {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement ? active : null;
    }
    if (next.mode === "closed" && form.mode !== "closed") restoreFocus.current = true;
    setFormState(next);
  }

  useEffect(() => {
    if (form.mode !== "closed" || !restoreFocus.current) return;
    restoreFocus.current = false;
    // A disabled control can't take focus (Create Class once the class limit is reached).
    const usable = (el: HTMLElement | null) => el?.isConnected && !el.matches(":disabled");
    [opener.current, ...fallbacks.map((ref) => ref.current)].find(usable)?.focus();
  });

  return [form, setForm] as const;
}
