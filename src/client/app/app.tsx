import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { AuthProvider } from "../features/auth/auth-provider";
import { ErrorBoundary } from "./error-boundary";
import { LazyHosts } from "./lazy-hosts";
import { queryClient } from "./query-client";
import { createAppRouter } from "./router";

// Made as the app's code runs: it starts the address's route chunks at once, while the session
// is being checked (without it each waited for the one before: the session, the route, the tab).
const router = createAppRouter();

export function App() {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
        <LazyHosts />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
