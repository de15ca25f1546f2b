import { RequireAuth } from "../../features/auth/require-auth";
import { SignedInHome } from "./signed-in-home";

/** `/dashboard/*` (layout 1, D2): signed-in only. The tabs arrive with the tabbed app. */
export function DashboardRoute() {
  return (
    <RequireAuth>
      <SignedInHome />
    </RequireAuth>
  );
}
