import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Check } from "lucide-react";
import { Logo } from "#src/client/components/logo";
import { PRODUCT_NAME } from "#src/client/lib/constants";
import { CtaLink, SIGN_UP_PATH, TRY_DEMO_LABEL, TRY_DEMO_PATH } from "./cta-link";
import { HeroArt } from "./hero-art";
import { LandingLanguages, landingPath } from "./landing-languages";

/** The product's claims (docs/product.md#landing), shown under each main call to action. */
export const CLAIMS = [msg`Free forever`, msg`No credit card`, msg`Ready in 30 seconds`];

export function ClaimList({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {CLAIMS.map((claim) => (
        <li key={claim.id} className="flex items-center gap-1.5">
          <Check aria-hidden="true" className="size-4 shrink-0" strokeWidth={3} />
          {i18n._(claim)}
        </li>
      ))}
    </ul>
  );
}

/** Logo and the one header action; it reads "Login" where space is short (docs/product.md#landing). */
export function LandingHeader() {
  return (
    <header className="mx-auto flex w-full max-w-[1200px] items-center justify-between gap-3 px-4 py-3 sm:px-6">
      <a href={landingPath(i18n.locale)} className="flex min-h-11 items-center rounded-lg">
        <Logo />
      </a>
      <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
        <LandingLanguages />
        <CtaLink look="outline">
          <span className="sm:hidden">
            <Trans>Login</Trans>
          </span>
          <span className="hidden sm:inline">
            <Trans>Get Started</Trans>
          </span>
        </CtaLink>
      </div>
    </header>
  );
}

export function LandingHero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="mx-auto grid w-full max-w-[1200px] items-center gap-12 px-4 pt-8 pb-16 sm:px-6 sm:pt-12 lg:grid-cols-[1.1fr_1fr] lg:pt-16 lg:pb-24"
    >
      <div className="flex flex-col items-start gap-6">
        <p className="rounded-full bg-secondary px-3 py-1 text-sm font-semibold text-secondary-foreground">
          <Trans>Made for teachers</Trans>
        </p>
        <h1
          id="hero-title"
          className="text-[2rem] leading-tight font-bold tracking-tight text-balance sm:text-5xl sm:leading-[1.1]"
        >
          <Trans>Fair groups and a fair spin, ready in seconds</Trans>
        </h1>
        <p className="max-w-xl text-lg leading-relaxed text-muted-foreground sm:text-xl">
          <Trans>
            {PRODUCT_NAME} keeps your class lists, gives every student four simple attributes and
            builds balanced or intentional groups with one click. When you need a volunteer, the
            spinning wheel picks fairly and remembers who has had a turn.
          </Trans>
        </p>
        <div className="flex w-full flex-col items-stretch gap-4 sm:items-start">
          <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:flex-wrap">
            <CtaLink href={TRY_DEMO_PATH} className="sm:px-8">
              {i18n._(TRY_DEMO_LABEL)}
            </CtaLink>
            <CtaLink href={SIGN_UP_PATH} look="secondary" className="sm:px-8">
              <Trans>Get Started Free</Trans>
            </CtaLink>
          </div>
          <ClaimList className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium text-muted-foreground" />
        </div>
      </div>
      <HeroArt />
    </section>
  );
}
