import { useAuth } from "../auth/auth-provider";

/** The signed-in start screen for now; the Home tab's cards arrive with the tabbed app. */
export function Welcome() {
  const { user } = useAuth();
  const name = user?.name?.trim() || user?.email || "teacher";
  return (
    <div className="grid gap-2">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Welcome back, {name}</h1>
      <p className="text-lg text-muted-foreground">Your magical classroom management companion.</p>
    </div>
  );
}
