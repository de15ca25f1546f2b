import { Trans } from "@lingui/react/macro";
import { TriangleAlert } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { errorMessage } from "#src/client/components/screens/error-screen";
import { Button } from "#src/client/components/ui/button";

type State = { error: unknown; hasError: boolean };

/** Around the tabs: a failed tab shows "Dashboard Error" with Reload Page (docs/product.md#fallback-screens). */
export class DashboardErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("Dashboard error", error, info.componentStack);
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-card border border-border bg-card p-6 text-center shadow-soft"
      >
        <TriangleAlert aria-hidden="true" className="size-10 text-destructive-text" />
        <h1 className="text-2xl font-semibold tracking-tight">
          <Trans>Dashboard Error</Trans>
        </h1>
        <p className="break-words text-sm text-muted-foreground">
          {errorMessage(this.state.error)}
        </p>
        <Button onClick={() => window.location.reload()}>
          <Trans>Reload Page</Trans>
        </Button>
      </div>
    );
  }
}
