import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { ReactNode } from "react";
import { render } from "vitest-browser-react";

/** A seating component as the app renders it: in the page's main landmark, in English. */
export function renderSeating(ui: ReactNode) {
  return render(
    <I18nProvider i18n={i18n}>
      <main id="main">{ui}</main>
    </I18nProvider>,
  );
}

/** Two frames drawn: what the browser does after a render or an event is done. */
export function framesDrawn(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );
}
