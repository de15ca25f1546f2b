import { t } from "@lingui/core/macro";
import { PRODUCT_NAME } from "#src/client/lib/constants";
import { Spinner } from "../ui/spinner";

/** The main-screen mode (docs/product.md#main-screen) 2: a spinner with a loading message that names the product. */
export function LoadingScreen({ message }: { message?: string }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      {/* The page's one heading while it loads (as the shell's skeleton has), for assistive tech. */}
      <h1 className="sr-only">{PRODUCT_NAME}</h1>
      <Spinner className="size-10" />
      <p role="status" className="text-lg text-muted-foreground">
        {message ?? t`Loading ${PRODUCT_NAME}...`}
      </p>
    </main>
  );
}

/** docs/product.md#main-screen: the fallback shown after a fatal start-up error while initialisation is retried. */
export function StartupErrorScreen() {
  return <LoadingScreen message={t`Loading application...`} />;
}
