type ClassValue = string | false | null | undefined;

/** Joins the truthy class names (a tiny `clsx`). */
export function cn(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(" ");
}
