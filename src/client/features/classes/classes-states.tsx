import { Trans } from "@lingui/react/macro";
import { TriangleAlert } from "lucide-react";
import { errorMessage } from "#src/client/components/screens/error-screen";
import { Button } from "#src/client/components/ui/button";
import { Spinner } from "#src/client/components/ui/spinner";

/** The spinner; offline with nothing stored, it says the classes load once back online. */
export function ClassesLoading({ paused = false }: { paused?: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center">
      {paused ? null : <Spinner />}
      <p role="status" className="text-muted-foreground">
        {paused ? (
          <Trans>You are offline. Your classes will load when you are back online.</Trans>
        ) : (
          <Trans>Loading classes...</Trans>
        )}
      </p>
    </div>
  );
}

/** docs/product.md#messages: a failed class-list load says so and offers Try again. */
export function ClassesError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-card border border-border bg-card px-4 py-10 text-center"
    >
      <TriangleAlert aria-hidden="true" className="size-10 text-destructive-text" />
      <h2 className="text-xl font-semibold">
        <Trans>Could not load your classes</Trans>
      </h2>
      <p className="max-w-md break-words text-sm text-muted-foreground">{errorMessage(error)}</p>
      <Button onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
