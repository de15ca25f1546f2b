import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Sparkles, UserPlus } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { SIGN_UP_PATH } from "#src/client/lib/constants";

/**
 * On every demo screen (docs/product.md#demo): what this is, and the way to a real account,
 * which takes nothing of the demo along.
 */
export function DemoBanner() {
  const hintId = useId();
  return (
    <aside
      aria-label={t`Demo`}
      className="border-b border-border bg-secondary text-secondary-foreground"
    >
      <div className="mx-auto flex max-w-[1200px] flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2 sm:px-6">
        <p className="flex items-center gap-2 py-1 text-sm font-medium">
          <Sparkles aria-hidden="true" className="size-5 shrink-0" />
          <Trans>You're exploring a demo class. Nothing is saved.</Trans>
        </p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Link
            to={SIGN_UP_PATH}
            aria-describedby={hintId}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary px-4 text-sm font-semibold text-primary-foreground shadow-sm transition-colors hover:bg-primary-hover [&_svg]:size-4 [&_svg]:shrink-0"
          >
            <UserPlus aria-hidden="true" />
            <Trans>Keep your own classes: sign up free</Trans>
          </Link>
          <p id={hintId} className="text-xs">
            <Trans>The demo's classes stay here: your account starts with your own.</Trans>
          </p>
        </div>
      </div>
    </aside>
  );
}
