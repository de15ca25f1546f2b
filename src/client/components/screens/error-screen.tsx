import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { TriangleAlert } from "lucide-react";
import { Button } from "../ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";

type ErrorScreenProps = {
  message: string;
  onRetry: () => void;
};

/** The fallback screen (docs/product.md#fallback-screens): "Something went wrong", the error message and Try Again. */
export function ErrorScreen({ message, onRetry }: ErrorScreenProps) {
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <Card role="alert" className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <TriangleAlert aria-hidden="true" className="size-10 text-destructive-text" />
          <CardTitle level={1}>
            <Trans>Something went wrong</Trans>
          </CardTitle>
          <CardDescription className="break-words">{message}</CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">
          <Button onClick={onRetry}>
            <Trans>Try Again</Trans>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === "string") return error;
  if (error && typeof error === "object" && "statusText" in error) {
    const { status, statusText } = error as { status?: unknown; statusText?: unknown };
    return `${String(status ?? "")} ${String(statusText ?? "")}`.trim();
  }
  return t`An unexpected error occurred.`;
}
