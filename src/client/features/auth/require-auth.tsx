import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { signInPathFor } from "#src/client/lib/safe-redirect";
import { useAuth } from "./auth-provider";

/**
 * The guard of docs/product.md#routes: a signed-out visitor is sent to `/auth` and comes back to this exact
 * address (path, query and hash) after signing in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={signInPathFor(here)} replace state={{ from: here }} />;
  }
  return children;
}
