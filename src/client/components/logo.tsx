import { Sparkles } from "lucide-react";
import { PRODUCT_NAME } from "../lib/constants";

/** The sparkle mark with the product name beside it. */
export function Logo({ showName = true }: { showName?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span className="inline-flex size-9 items-center justify-center rounded-lg bg-primary shadow-sm">
        <Sparkles aria-hidden="true" className="size-5 text-amber-300" />
      </span>
      {showName ? (
        <span className="text-xl font-bold tracking-tight">{PRODUCT_NAME}</span>
      ) : (
        <span className="sr-only">{PRODUCT_NAME}</span>
      )}
    </span>
  );
}
