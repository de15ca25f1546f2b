import type { ComponentProps } from "react";
import { cn } from "#src/client/lib/cn";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      className={cn(
        "block min-h-11 w-full min-w-0 rounded-lg border border-input bg-card px-3 py-2 text-base",
        "text-card-foreground placeholder:text-muted-foreground",
        "focus-visible:border-ring disabled:cursor-not-allowed disabled:opacity-60",
        "aria-invalid:border-destructive-text",
        className,
      )}
      {...props}
    />
  );
}
