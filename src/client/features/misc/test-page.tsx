import { Trans } from "@lingui/react/macro";
import { useNavigate } from "react-router";
import { Button } from "#src/client/components/ui/button";

/** `/test` (docs/product.md#routes): a plain page with a heading and a button to `/dashboard`. */
export function TestPage() {
  const navigate = useNavigate();
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-6 p-6 text-center">
      <h1 className="text-3xl font-bold tracking-tight">
        <Trans>Test Page</Trans>
      </h1>
      <Button onClick={() => void navigate("/dashboard")}>
        <Trans>Go to Dashboard</Trans>
      </Button>
    </main>
  );
}
