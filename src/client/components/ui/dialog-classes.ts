import { cn } from "#src/client/lib/cn";

/** Shared looks of the in-page dialogs (Radix Dialog and AlertDialog). */
export const dialogOverlayClasses =
  "fixed inset-0 z-50 bg-slate-950/60 motion-safe:data-[state=open]:animate-fade-in";

/**
 * `pointer-events-auto` from the first frame: Radix's modal layer later sets `pointer-events:
 * none` on <body> and `auto` inline on the dialog; had the dialog inherited the first, every
 * element in it would be restyled twice as it opens (decision 0025).
 */
export function dialogContentClasses(className?: string) {
  return cn(
    "pointer-events-auto",
    "fixed top-1/2 left-1/2 z-[51] grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg",
    "-translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-card border border-border",
    "bg-card p-6 text-card-foreground shadow-soft focus:outline-none",
    className,
  );
}

export const dialogTitleClasses = "text-xl font-semibold tracking-tight wrap-anywhere";
export const dialogDescriptionClasses = "text-sm text-muted-foreground wrap-anywhere";
