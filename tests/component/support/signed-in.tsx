import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { render } from "vitest-browser-react";
import { createQueryClient } from "#src/client/app/query-client";
import { toastStore } from "#src/client/components/toast/toast-store";
import { Toaster } from "#src/client/components/toast/toaster";
import { DataSourceProvider } from "#src/client/data/data-context";
import { httpSource } from "#src/client/data/http-source";

export const TEACHER_ID = "teacher-1";
export const NOW = "2026-11-28T08:00:00.000Z";

/**
 * Renders `ui` as a signed-in screen has it: the app's query client (no retries, nothing stale),
 * the API as the data source for the teacher, and the page's toasts. Only `fetch` is fake.
 * The toasts of a test before it (the store outlives a render) are dismissed first.
 */
export function renderSignedIn(ui: ReactNode) {
  for (const shown of toastStore.getSnapshot()) toastStore.dismiss(shown.id);
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <DataSourceProvider source={httpSource(TEACHER_ID)}>{ui}</DataSourceProvider>
        <Toaster />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

/** Two frames drawn: what the browser does to the focus after a render (its focus fixup) is done. */
export function framesDrawn(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );
}
