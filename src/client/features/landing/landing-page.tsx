import { Link } from "react-router";
import { Logo } from "../../components/logo";
import { Button } from "../../components/ui/button";

/** The signed-out landing page, minimal for now (the full one is a later issue). */
export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-[1200px] items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <Logo />
        <Button asChild variant="ghost">
          <Link to="/auth">Log in</Link>
        </Button>
      </header>
      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center gap-6 px-4 py-12 text-center">
        <p className="rounded-full bg-secondary px-3 py-1 text-sm font-medium text-secondary-foreground">
          For teachers · Free forever · No credit card
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">
          Classroom groups made fair, fast and a little magical
        </h1>
        <p className="max-w-xl text-lg text-muted-foreground">
          Keep your classes, build balanced groups in seconds and pick students with a fair spinning
          wheel. Ready in 30 seconds.
        </p>
        <Button asChild className="px-8 text-lg">
          <Link to="/auth">Get Started</Link>
        </Button>
      </main>
    </div>
  );
}
