import { useAuth } from "#src/client/features/auth/auth-provider";
import { TabbedApp } from "../shell/tabbed-app";
import { TeacherProviders } from "../teacher-providers";

/** The tabbed app for the signed-in teacher (a separate chunk from the landing page). */
export function SignedInApp() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <TeacherProviders userId={user.id}>
      <TabbedApp />
    </TeacherProviders>
  );
}
