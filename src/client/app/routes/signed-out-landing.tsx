import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { SignOutNotice, useSignOutPending } from "#src/client/features/auth/sign-out-notice";
import { landingNoticeOf } from "#src/client/features/landing/landing-notice";
import { LandingPage } from "#src/client/features/landing/landing-page";

/**
 * The landing page as the app shows it signed out: with a sign-out still to finish (0029), or
 * the notice its address names after Sign Out or an account deletion (0035), as the server's
 * prerendered copies say it. The notice is put in its status region once that is on the page,
 * so that it is announced; a sign-out still to finish says more than "signed out" and replaces it.
 */
export function SignedOutLanding() {
  const notice = landingNoticeOf(useLocation().search);
  const pending = useSignOutPending();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <>
      <SignOutNotice />
      <LandingPage notice={mounted && !pending ? notice : null} />
    </>
  );
}
