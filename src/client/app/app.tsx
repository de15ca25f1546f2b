import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { Toaster } from "../components/toast/toaster";
import { ConfirmDialogHost } from "../components/ui/confirm-dialog";
import { AuthProvider } from "../features/auth/auth-provider";
import { ErrorBoundary } from "./error-boundary";
import { queryClient } from "./query-client";
import { router } from "./router";

export function App() {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
        <Toaster />
        <ConfirmDialogHost />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
