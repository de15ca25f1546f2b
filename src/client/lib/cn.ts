import { type ClassValue, clsx } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/**
 * tailwind-merge told about this app's own theme tokens (styles.css `@theme`), so that
 * `rounded-card` and `shadow-soft` replace another radius or shadow instead of both staying.
 * Colour tokens (`text-primary`, `bg-muted`) need nothing: unknown names are colours to it.
 */
const merge = extendTailwindMerge({
  extend: {
    theme: {
      radius: ["card"],
      shadow: ["soft"],
      animate: ["toast-in", "toast-out", "fade-in", "sheet-in"],
    },
  },
});

/**
 * Joins class names (clsx) and lets a later Tailwind class win over an earlier one of the same
 * kind (tailwind-merge): `cn("px-5 text-sm", className)` with `className="px-4 text-base"`
 * gives `text-base px-4`, so a component's `className` prop really overrides its defaults.
 */
export function cn(...classes: ClassValue[]): string {
  return merge(clsx(classes));
}
