import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { CircleQuestionMark } from "lucide-react";
import { type ReactNode, type Ref, type RefObject, useLayoutEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Logo } from "#src/client/components/logo";
import { Button } from "#src/client/components/ui/button";
import { useAuth } from "#src/client/features/auth/auth-provider";
import { SignOutButton } from "#src/client/features/auth/sign-out-button";
import { SIGN_UP_PATH } from "#src/client/lib/constants";
import { signInPathFor } from "#src/client/lib/safe-redirect";
import { HOME_LINK_STATE } from "./tab-links";

type AppHeaderProps = {
  /** Shows the Help / "Show Tutorial" button (docs/product.md#shell: only when a handler is supplied). */
  onShowTutorial?: () => void;
  /** The Help button's words (default "Show Tutorial"; "Resume Tutorial" when it was left mid-way). */
  tutorialLabel?: string;
  /** Before the logo, e.g. the phone "Menu" button. */
  leading?: ReactNode;
};

/** Signed out (the demo, docs/product.md#routes): Sign in (back to this screen after) and Get Started. */
function VisitorActions() {
  const { pathname, search } = useLocation();
  return (
    <>
      <Button asChild variant="outline" className="px-4">
        <Link to={signInPathFor(`${pathname}${search}`)}>
          <Trans>Sign in</Trans>
        </Link>
      </Button>
      <Button asChild className="px-4 max-sm:hidden">
        <Link to={SIGN_UP_PATH}>
          <Trans>Get Started</Trans>
        </Link>
      </Button>
    </>
  );
}

/**
 * The header: logo and name, the teacher's e-mail on wide screens, Show Tutorial (Help) and
 * Sign Out; signed out (the demo), Sign in and Get Started instead of e-mail and Sign Out.
 */
export function AppHeader({ onShowTutorial, tutorialLabel, leading }: AppHeaderProps) {
  const header = useRef<HTMLElement>(null);
  const height = useHeight(header);
  return (
    <>
      {/* The header's place in the page (it is fixed, not sticky: see useHeight). */}
      <div
        aria-hidden="true"
        className="h-[3.8125rem] shrink-0 print:hidden"
        style={height === null ? undefined : { height }}
      />
      <Header ref={header} {...{ onShowTutorial, tutorialLabel, leading }} />
    </>
  );
}

/**
 * The header's height as drawn. The header stays at the top as the page scrolls under it: fixed,
 * with a place of its height kept in the page, rather than sticky, which axe's target-size rule
 * (WCAG 2.2) compares with the controls scrolled beneath it as if they sat side by side.
 */
function useHeight(header: RefObject<HTMLElement | null>): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = header.current;
    if (!element) return;
    const measure = () => setHeight(element.offsetHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [header]);
  return height;
}

function Header({
  ref,
  onShowTutorial,
  tutorialLabel,
  leading,
}: AppHeaderProps & { ref: Ref<HTMLElement> }) {
  const { user } = useAuth();
  return (
    <header
      ref={ref}
      className="fixed inset-x-0 top-0 z-40 border-b border-border bg-card/95 backdrop-blur print:static"
    >
      <div className="mx-auto flex max-w-[1200px] items-center justify-between gap-2 px-2 py-2 sm:gap-3 sm:px-6">
        <div className="flex min-w-0 items-center gap-1">
          {leading}
          <Link
            to="/"
            state={HOME_LINK_STATE}
            className="flex min-h-11 items-center rounded-lg px-1"
          >
            <span className="sm:hidden">
              <Logo showName={false} />
            </span>
            <span className="hidden sm:inline">
              <Logo />
            </span>
          </Link>
        </div>
        <div className="flex min-w-0 items-center gap-2 sm:gap-3">
          {user ? (
            <span
              data-testid="user-email"
              className="hidden truncate text-sm text-muted-foreground md:inline"
            >
              {user.email}
            </span>
          ) : null}
          {onShowTutorial ? (
            <Button
              variant="ghost"
              onClick={onShowTutorial}
              className="px-3 max-sm:size-11 max-sm:px-0"
            >
              <CircleQuestionMark aria-hidden="true" />
              <span className="max-sm:sr-only">{tutorialLabel ?? t`Show Tutorial`}</span>
            </Button>
          ) : null}
          {user ? <SignOutButton /> : <VisitorActions />}
        </div>
      </div>
    </header>
  );
}
