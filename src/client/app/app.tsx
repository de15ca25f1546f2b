import { QueryClientProvider } from "@tanstack/react-query";
import { AuthProvider } from "../features/auth/auth-provider";
import { BrowserRouter } from "../lib/router";
import { ErrorBoundary } from "./error-boundary";
import { LazyHosts } from "./lazy-hosts";
import { queryClient } from "./query-client";
import { AppRoutes } from "./router";

export function App() {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AuthProvider>
        <LazyHosts />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
