import { Component, type ErrorInfo, type ReactNode } from "react";
import { ErrorScreen, errorMessage } from "../components/screens/error-screen";

type State = { error: unknown; hasError: boolean };

/** Catches what the router's own error screens cannot (providers above the router). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("Unhandled error", error, info.componentStack);
  }

  override render() {
    if (this.state.hasError) {
      return (
        <ErrorScreen
          message={errorMessage(this.state.error)}
          onRetry={() => this.setState({ error: null, hasError: false })}
        />
      );
    }
    return this.props.children;
  }
}
