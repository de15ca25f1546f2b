import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { SIGN_UP_PATH } from "#src/client/lib/constants";

export const DEMO_BANNER_TEXT = "You're exploring a demo class. Nothing is saved.";

/** On every demo screen (docs/product.md#routes): what this is, and the way to a real account. */
export function DemoBanner() {
  return (
    <aside
      aria-label="Demo"
      className="border-b border-border bg-secondary text-secondary-foreground"
    >
      <div className="mx-auto flex max-w-[1200px] flex-wrap items-center justify-between gap-x-4 px-4 py-1 sm:px-6">
        <p className="flex items-center gap-2 py-2 text-sm font-medium">
          <Sparkles aria-hidden="true" className="size-5 shrink-0" />
          {DEMO_BANNER_TEXT}
        </p>
        <Link
          to={SIGN_UP_PATH}
          className="inline-flex min-h-11 items-center rounded-lg px-1 text-sm font-semibold underline underline-offset-4"
        >
          Sign up free
        </Link>
      </div>
    </aside>
  );
}
