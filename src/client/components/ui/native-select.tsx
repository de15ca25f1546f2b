import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "#src/client/lib/cn";

/** A native dropdown (keyboard and screen readers work as everywhere) with the input's look. */
export function NativeSelect({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative min-w-0">
      <select
        className={cn(
          "block min-h-11 w-full min-w-0 cursor-pointer appearance-none truncate rounded-lg border",
          "border-input bg-card py-2 ps-3 pe-10 text-base text-card-foreground",
          "focus-visible:border-ring disabled:cursor-not-allowed disabled:opacity-60",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute end-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
