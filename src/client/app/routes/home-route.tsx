import { lazy, Suspense } from "react";
import { LoadingScreen } from "../../components/screens/loading-screen";
import { useAuth } from "../../features/auth/auth-provider";

// Separate chunks: a signed-out visitor downloads no app code, a teacher no landing page.
const LandingPage = lazy(() =>
  import("../../features/landing/landing-page").then((m) => ({ default: m.LandingPage })),
);
const SignedInHome = lazy(() =>
  import("./signed-in-home").then((m) => ({ default: m.SignedInHome })),
);

/** `/` and `/home`: the landing page when signed out, the app when signed in (spec §2). */
export function HomeRoute() {
  const { user } = useAuth();
  return (
    <Suspense fallback={<LoadingScreen />}>{user ? <SignedInHome /> : <LandingPage />}</Suspense>
  );
}
