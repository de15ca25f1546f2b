import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { Button } from "#src/client/components/ui/button";

/** Any unknown path (docs/product.md#routes). */
export function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-bold tracking-tight">
        <Trans>404 Page Not Found</Trans>
      </h1>
      <p className="text-muted-foreground">
        <Trans>The page you are looking for does not exist.</Trans>
      </p>
      <Button asChild>
        <Link to="/">
          <Trans>Go home</Trans>
        </Link>
      </Button>
    </main>
  );
}
