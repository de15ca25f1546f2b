import { Navigate, useLocation } from "react-router";
import { signInPathFor } from "../../lib/safe-redirect";

/**
 * THE ONE PLACE that decides what a signed-out visitor sees on a layout-2 tab route
 * (`/classes`, `/students`, `/groups`, `/randomizer`, `/settings`, `/useful`).
 * For now: sign in, then come back here. Demo mode (D2, issue 6) replaces this component with
 * the tabbed app on the in-memory Sample Class.
 */
export function SignedOutTabs() {
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to={signInPathFor(here)} replace />;
}
