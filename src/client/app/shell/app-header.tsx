import { Link } from "react-router";
import { Logo } from "../../components/logo";
import { useAuth } from "../../features/auth/auth-provider";
import { SignOutButton } from "../../features/auth/sign-out-button";

/** The signed-in header: logo and name, the teacher's e-mail on wide screens, Sign Out. */
export function AppHeader() {
  const { user } = useAuth();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur">
      <div className="mx-auto flex max-w-[1200px] items-center justify-between gap-3 px-4 py-2 sm:px-6">
        <Link to="/" className="flex min-h-11 items-center rounded-lg">
          <Logo />
        </Link>
        <div className="flex min-w-0 items-center gap-4">
          {user ? (
            <span
              data-testid="user-email"
              className="hidden truncate text-sm text-muted-foreground md:inline"
            >
              {user.email}
            </span>
          ) : null}
          <SignOutButton />
        </div>
      </div>
    </header>
  );
}
