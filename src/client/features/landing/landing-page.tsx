import { LandingBenefits } from "./landing-benefits";
import { LandingClosing, LandingFooter, LandingSteps } from "./landing-closing";
import { LandingFeatures } from "./landing-features";
import { LandingHeader, LandingHero } from "./landing-hero";
import { LandingNotice, type LandingNoticeId } from "./landing-notice";

/**
 * The signed-out landing page (docs/product.md#overview, docs/product.md#landing). Pure markup with no app imports (no
 * router, query or auth code): the build prerenders it into `landing.html`, which the server
 * sends to visitors without a session, and the app shows it lazily for a stale session.
 * `notice`: what it says first after Sign Out or an account deletion (landing-notice.tsx).
 */
export function LandingPage({ notice = null }: { notice?: LandingNoticeId | null }) {
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <LandingNotice notice={notice} />
      <LandingHeader />
      <main className="flex-1">
        <LandingHero />
        <LandingFeatures />
        <LandingBenefits />
        <LandingSteps />
        <LandingClosing />
      </main>
      <LandingFooter />
    </div>
  );
}
