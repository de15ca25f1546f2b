import { Check } from "lucide-react";
import { Logo } from "#src/client/components/logo";
import { PRODUCT_NAME } from "#src/client/lib/constants";
import { CtaLink, SIGN_UP_PATH, TRY_DEMO_LABEL, TRY_DEMO_PATH } from "./cta-link";
import { HeroArt } from "./hero-art";

/** The product's claims (docs/product.md#landing), shown under each main call to action. */
export const CLAIMS = ["Free forever", "No credit card", "Ready in 30 seconds"] as const;

export function ClaimList({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {CLAIMS.map((claim) => (
        <li key={claim} className="flex items-center gap-1.5">
          <Check aria-hidden="true" className="size-4 shrink-0" strokeWidth={3} />
          {claim}
        </li>
      ))}
    </ul>
  );
}

/** Logo and the one header action; it reads "Login" where space is short (docs/product.md#landing). */
export function LandingHeader() {
  return (
    <header className="mx-auto flex w-full max-w-[1200px] items-center justify-between gap-3 px-4 py-3 sm:px-6">
      <a href="/" className="flex min-h-11 items-center rounded-lg">
        <Logo />
      </a>
      <CtaLink look="outline">
        <span className="sm:hidden">Login</span>
        <span className="hidden sm:inline">Get Started</span>
      </CtaLink>
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
          Made for teachers
        </p>
        <h1
          id="hero-title"
          className="text-[2rem] leading-tight font-bold tracking-tight text-balance sm:text-5xl sm:leading-[1.1]"
        >
          Fair groups and a fair spin, ready in seconds
        </h1>
        <p className="max-w-xl text-lg leading-relaxed text-muted-foreground sm:text-xl">
          {PRODUCT_NAME} keeps your class lists, gives every student four simple attributes and
          builds balanced or intentional groups with one click. When you need a volunteer, the
          spinning wheel picks fairly and remembers who has had a turn.
        </p>
        <div className="flex w-full flex-col items-stretch gap-4 sm:items-start">
          <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:flex-wrap">
            <CtaLink href={TRY_DEMO_PATH} className="sm:px-8">
              {TRY_DEMO_LABEL}
            </CtaLink>
            <CtaLink href={SIGN_UP_PATH} look="secondary" className="sm:px-8">
              Get Started Free
            </CtaLink>
          </div>
          <ClaimList className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium text-muted-foreground" />
        </div>
      </div>
      <HeroArt />
    </section>
  );
}
