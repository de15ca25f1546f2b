import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { DataSourceProvider } from "#src/client/data/data-context";
import { SelectedClassProvider } from "#src/client/features/classes/selected-class";
import { DEMO_SELECTED_CLASS_KEY, demoSession } from "./demo-session";

/**
 * What the signed-out demo (docs/product.md#routes) gives the screens in place of `TeacherProviders`: the memory
 * source, its own query cache (no offline mirror: nothing is kept) and its own class choice.
 */
export function DemoProviders({ children }: { children: ReactNode }) {
  const { source, queryClient, storage } = demoSession();
  return (
    <QueryClientProvider client={queryClient}>
      <DataSourceProvider source={source}>
        <SelectedClassProvider storageKey={DEMO_SELECTED_CLASS_KEY} storage={storage}>
          {children}
        </SelectedClassProvider>
      </DataSourceProvider>
    </QueryClientProvider>
  );
}
