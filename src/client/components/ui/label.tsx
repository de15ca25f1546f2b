import type { ComponentProps } from "react";
import { cn } from "#src/client/lib/cn";

export function Label({ className, htmlFor, ...props }: ComponentProps<"label">) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass `htmlFor` (or nest the control)
    <label
      htmlFor={htmlFor}
      className={cn("block text-sm font-medium text-foreground", className)}
      {...props}
    />
  );
}
