import { msg } from "@lingui/core/macro";
import type { ReactNode } from "react";
import { cn } from "#src/client/lib/cn";
import { SIGN_UP_PATH } from "#src/client/lib/constants";

// In lib/constants so the app's header can link to it without this module.
export { SIGN_UP_PATH };

/** Where every call to action on the landing page goes (docs/product.md#landing): the sign-in screen... */
export const AUTH_PATH = "/auth";
/** The privacy page. */
export const PRIVACY_PATH = "/privacy";
/**
 * The documents a school reviews, served by the server as text (src/server/public-documents.ts),
 * in English.
 */
export const ACCESSIBILITY_PATH = "/docs/accessibility.md";
export const SECURITY_PATH = "/docs/security.md";
/**
 * "Try it now": the signed-out demo's Randomizer on its Sample Class (docs/product.md#demo),
 * straight away: `try` tells the demo the visitor came to try it, so the intro tutorial waits
 * for its Help button instead of covering the wheel.
 */
export const TRY_DEMO_PATH = "/randomizer?try";
/** The words of the link to the demo, in the hero and the closing section. */
export const TRY_DEMO_LABEL = msg`Try it now - no sign-up`;

const looks = {
  primary:
    "bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover px-6 text-lg font-semibold min-h-12",
  outline: "border border-input bg-card text-card-foreground hover:bg-muted px-4 font-medium",
  secondary:
    "border-2 border-primary bg-card text-primary hover:bg-secondary px-6 text-lg font-semibold min-h-12 dark:border-violet-300 dark:text-violet-200",
  outlineOnPrimary:
    "border-2 border-white text-white hover:bg-white/10 px-6 text-lg font-semibold min-h-12",
  onPrimary:
    "bg-white text-primary shadow-sm hover:bg-violet-50 px-6 text-lg font-semibold min-h-12",
} as const;

type Props = {
  href?: typeof AUTH_PATH | typeof SIGN_UP_PATH | typeof TRY_DEMO_PATH;
  look?: keyof typeof looks;
  className?: string;
  children: ReactNode;
};

/**
 * A call to action: a plain link to `/auth` (or the demo) with a button's look. Plain on purpose: it works
 * in the prerendered page, which runs no script, and in the single-page app alike.
 */
export function CtaLink({ href = AUTH_PATH, look = "primary", className, children }: Props) {
  return (
    <a
      href={href}
      className={cn(
        "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg text-base",
        "transition-colors duration-150 [&_svg]:size-5 [&_svg]:shrink-0",
        looks[look],
        className,
      )}
    >
      {children}
    </a>
  );
}
