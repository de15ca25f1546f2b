import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { PRODUCT_NAME } from "#src/client/lib/constants";
import {
  ACCESSIBILITY_PATH,
  AUTH_PATH,
  CtaLink,
  PRIVACY_PATH,
  SECURITY_PATH,
  SIGN_UP_PATH,
  TRY_DEMO_LABEL,
  TRY_DEMO_PATH,
} from "./cta-link";
import { ClaimList } from "./landing-hero";

const STEPS = [
  {
    title: msg`Sign up free`,
    text: msg`An e-mail and a password. No credit card, no trial that runs out.`,
  },
  {
    title: msg`Add your class`,
    text: msg`Type or paste the names, or import a CSV or a OneRoster export; attributes can fill themselves in.`,
  },
  {
    title: msg`Group and spin`,
    text: msg`Make balanced groups or spin the wheel, on your screen or the projector.`,
  },
];

/** "Ready in 30 seconds", told as three steps. */
export function LandingSteps() {
  return (
    <section aria-labelledby="steps-title" className="border-t border-border bg-card">
      <div className="mx-auto w-full max-w-[1200px] px-4 py-16 sm:px-6 lg:py-24">
        <h2 id="steps-title" className="text-center text-3xl font-bold tracking-tight text-balance">
          <Trans>Ready in 30 seconds</Trans>
        </h2>
        <ol className="mx-auto mt-10 grid max-w-4xl gap-8 md:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step.title.id} className="flex flex-col items-center text-center">
              <span
                aria-hidden="true"
                className="mb-4 inline-flex size-11 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
              >
                {i + 1}
              </span>
              <h3 className="text-lg font-semibold">{i18n._(step.title)}</h3>
              <p className="mt-2 max-w-xs leading-relaxed text-muted-foreground">
                {i18n._(step.text)}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** The closing call to action. */
export function LandingClosing() {
  return (
    <section aria-labelledby="closing-title" className="px-4 py-16 sm:px-6 lg:py-24">
      <div className="mx-auto flex max-w-[1200px] flex-col items-center gap-6 rounded-card bg-primary px-6 py-12 text-center text-primary-foreground shadow-soft sm:px-12 sm:py-16">
        <h2
          id="closing-title"
          className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
        >
          <Trans>Start Managing Your Classroom</Trans>
        </h2>
        <p className="max-w-xl text-lg leading-relaxed">
          <Trans>
            Spend less time sorting students and more time teaching. Your first class is a minute
            away.
          </Trans>
        </p>
        <div className="flex w-full flex-col items-stretch justify-center gap-3 sm:w-auto sm:flex-row sm:flex-wrap">
          <CtaLink href={TRY_DEMO_PATH} look="onPrimary">
            {i18n._(TRY_DEMO_LABEL)}
          </CtaLink>
          <CtaLink href={SIGN_UP_PATH} look="outlineOnPrimary">
            <Trans>Get Started Free</Trans>
          </CtaLink>
        </div>
        <ClaimList className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm font-medium" />
        <p className="text-sm">
          <Trans>
            No ads, no tracking, nothing sold.{" "}
            <a href={PRIVACY_PATH} className="font-medium underline underline-offset-4">
              What we keep about your pupils
            </a>
          </Trans>
        </p>
      </div>
    </section>
  );
}

const FOOTER_LINK =
  "inline-flex min-h-11 items-center rounded-lg px-1 text-link underline-offset-4 hover:underline";

/**
 * The footer: the privacy page, and the accessibility report and security policy a school
 * reviews (plain text, in English: `hrefLang`), then Sign in.
 */
export function LandingFooter() {
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex w-full max-w-[1200px] flex-col items-center justify-between gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
        <p>
          <Trans>{PRODUCT_NAME}: free classroom tools, made for teachers.</Trans>
        </p>
        <div className="flex flex-wrap items-center justify-center gap-x-4">
          <a href={PRIVACY_PATH} className={FOOTER_LINK}>
            <Trans>Privacy</Trans>
          </a>
          <a href={ACCESSIBILITY_PATH} hrefLang="en" className={FOOTER_LINK}>
            <Trans>Accessibility</Trans>
          </a>
          <a href={SECURITY_PATH} hrefLang="en" className={FOOTER_LINK}>
            <Trans>Security</Trans>
          </a>
          <a href={AUTH_PATH} className={FOOTER_LINK}>
            <Trans>Sign in</Trans>
          </a>
        </div>
      </div>
    </footer>
  );
}
