import { LoaderCircle } from "lucide-react";
import { cn } from "#src/client/lib/cn";

/** A decorative spinner: the surrounding text says what is loading. */
export function Spinner({ className }: { className?: string }) {
  return (
    <LoaderCircle
      aria-hidden="true"
      className={cn("size-8 text-link motion-safe:animate-spin", className)}
    />
  );
}
