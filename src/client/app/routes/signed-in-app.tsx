import { useAuth } from "#src/client/features/auth/auth-provider";
import { TwoFactorGate } from "#src/client/features/two-factor/gate";
import { TabbedApp } from "../shell/tabbed-app";
import { TeacherProviders } from "../teacher-providers";

/**
 * The tabbed app for the signed-in teacher (a separate chunk from the landing page), after the
 * two-factor set-up when the server requires it (REQUIRE_TWO_FACTOR).
 */
export function SignedInApp() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <TwoFactorGate>
      <TeacherProviders userId={user.id}>
        <TabbedApp />
      </TeacherProviders>
    </TwoFactorGate>
  );
}
