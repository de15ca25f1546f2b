import { lazy, Suspense } from "react";
import { LoadingScreen } from "#src/client/components/screens/loading-screen";
import { useAuth } from "#src/client/features/auth/auth-provider";
import { RequireAuth } from "#src/client/features/auth/require-auth";
import { TeacherProviders } from "../teacher-providers";

const DebugPage = lazy(() =>
  import("#src/client/features/debug/debug-page").then((m) => ({ default: m.DebugPage })),
);

function SignedInDebug() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <TeacherProviders userId={user.id}>
      <Suspense fallback={<LoadingScreen />}>
        <DebugPage />
      </Suspense>
    </TeacherProviders>
  );
}

/** `/debug` (docs/product.md#routes): a read-only look at the signed-in teacher's data source. */
export function DebugRoute() {
  return (
    <RequireAuth>
      <SignedInDebug />
    </RequireAuth>
  );
}
