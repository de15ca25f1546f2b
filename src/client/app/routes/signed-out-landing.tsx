import { SignOutNotice } from "../../features/auth/sign-out-notice";
import { LandingPage } from "../../features/landing/landing-page";

/** The landing page as the app shows it signed out, with a sign-out still to finish (0029). */
export function SignedOutLanding() {
  return (
    <>
      <SignOutNotice />
      <LandingPage />
    </>
  );
}
