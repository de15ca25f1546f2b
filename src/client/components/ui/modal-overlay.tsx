import { useLayoutEffect } from "react";
import { cn } from "#src/client/lib/cn";
import { dialogOverlayClasses } from "./dialog-classes";

/**
 * The dimmed page behind a modal dialog, in place of Radix's Dialog.Overlay (decision 0025).
 * Radix's overlay locks scrolling with react-remove-scroll, which injects a style sheet that
 * gives <body> an inherited custom property, and its modal layers set `pointer-events: none` on
 * <body>, also inherited: each restyles every element of the page when a dialog opens and again
 * when it closes (60-80 ms each with the Students screen of a big class on a slowed-down
 * Chromebook, most of what opening a dialog cost). Here the overlay takes every click outside
 * the dialog itself (it covers the page), the app's root keeps `pointer-events: auto` so the
 * change to <body> stops at that one element, and scrolling is locked on <html> (a property
 * that is not inherited), keeping the scrollbar's width (at the inline end: the right, or the left right to left) so
 * nothing moves.
 */
export function ModalOverlay() {
  useLayoutEffect(coverPage, []);
  return (
    <div
      aria-hidden="true"
      data-state="open"
      data-modal-overlay=""
      // A press on the dimmed page leaves the focus in the dialog (a dialog kept open keeps it
      // in its field; one that closes gives it back to its opener).
      onMouseDown={(event) => event.preventDefault()}
      className={cn(dialogOverlayClasses, "pointer-events-auto")}
    />
  );
}

let covering = 0;

function coverPage(): () => void {
  covering += 1;
  if (covering === 1) {
    const html = document.documentElement;
    const scrollbar = window.innerWidth - html.clientWidth;
    html.style.overflow = "hidden";
    if (scrollbar > 0) html.style.paddingInlineEnd = `${scrollbar}px`;
    const root = document.getElementById("root");
    if (root) root.style.pointerEvents = "auto";
  }
  return () => {
    // Radix gives <body> its pointer events back in an effect of its own, after this one.
    setTimeout(() => {
      covering -= 1;
      if (covering > 0) return;
      const html = document.documentElement;
      html.style.removeProperty("overflow");
      html.style.removeProperty("padding-inline-end");
      document.getElementById("root")?.style.removeProperty("pointer-events");
    }, 0);
  };
}
