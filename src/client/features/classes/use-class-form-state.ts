import { t } from "@lingui/core/macro";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { confirmDiscard } from "#src/client/lib/unsaved-edits";
import type { ClassDto } from "#src/domain/schemas/classes";

/** What leaving the class form with typed input loses (the question's description). */
export const classFormLost = () => t`What you typed in the class form will be lost.`;

export type ClassFormState =
  | { mode: "closed" }
  | { mode: "create" }
  | { mode: "edit"; item: ClassDto };

const sameForm = (a: ClassFormState, b: ClassFormState) =>
  a.mode === b.mode && (a.mode !== "edit" || (b.mode === "edit" && a.item.id === b.item.id));

/**
 * Whether the inline class form is closed, creating or editing. When it closes, focus goes
 * back to the control that opened it, or (when that is gone or disabled) to the first of
 * `fallbacks` that can take it.
 */
export function useClassFormState(fallbacks: RefObject<HTMLElement | null>[]) {
  const [form, setFormState] = useState<ClassFormState>({ mode: "closed" });
  const opener = useRef<HTMLElement | null>(null);
  const restoreFocus = useRef(false);
  // Whether the open form holds input not saved yet, and its Class Name field.
  const unsaved = useRef(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const onUnsavedChange = useCallback((value: boolean) => {
    unsaved.current = value;
  }, []);

  function setForm(next: ClassFormState) {
    if (next.mode !== "closed" && form.mode === "closed") {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement ? active : null;
    }
    if (next.mode === "closed" && form.mode !== "closed") restoreFocus.current = true;
    if (!sameForm(form, next)) unsaved.current = false;
    setFormState(next);
  }

  /**
   * Leaves the open form for another (Edit on another card, Create Class) or for another screen
   * (a card's Open, no `next`). Input the teacher typed is not dropped without asking: resolves
   * false when they chose to keep editing, "asked" when they chose to discard it.
   */
  async function leaveForm(next?: ClassFormState): Promise<boolean | "asked"> {
    if (!unsaved.current || (next && sameForm(form, next))) return true;
    const ok = await confirmDiscard({
      description: classFormLost(),
      // To the form's Class Name: the form kept, or the one the answer opened. After Open, the
      // form is gone and the next tab's heading takes the focus as it appears (tab-arrival.ts).
      returnFocus: () => nameRef.current ?? document.body,
    });
    unsaved.current = !ok;
    return ok && "asked";
  }

  /** Opens `next` in place of the open form, once any unsaved input may be dropped. */
  async function switchForm(next: ClassFormState) {
    const left = await leaveForm(next);
    // At once after a question, so that as it closes it finds the new form's field to focus.
    if (left === "asked") flushSync(() => setForm(next));
    else if (left) setForm(next);
  }

  useEffect(() => {
    if (form.mode !== "closed" || !restoreFocus.current) return;
    restoreFocus.current = false;
    // A disabled control can't take focus (Create Class once the class limit is reached).
    const usable = (el: HTMLElement | null) => el?.isConnected && !el.matches(":disabled");
    [opener.current, ...fallbacks.map((ref) => ref.current)].find(usable)?.focus();
  });

  return { form, setForm, switchForm, leaveForm, onUnsavedChange, nameRef } as const;
}
