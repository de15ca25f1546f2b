import "./lib/zod-csp";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { whenIdle } from "./app/idle";
import { registerOfflineShell } from "./app/offline/service-worker";
import { reloadOnStaleBuild } from "./app/offline/stale-build";
import { activateLanguage, startingLanguage } from "./i18n/activate";

async function render(container: HTMLElement) {
  // The teacher's language first: every screen's words come from its catalogue.
  await activateLanguage(startingLanguage());
  const root = createRoot(container);
  // As a transition, so the first render is done in slices, not one long task;
  // the page's own HTML shows the shell's skeleton meanwhile.
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <App />
        </I18nProvider>
      </StrictMode>,
    ),
  );
}

const container = document.getElementById("root");
if (container) {
  render(container).catch((error: unknown) => {
    // The language's messages did not arrive: the skeleton stays, as when the app's own code
    // does not (boot.ts), and a connection that comes back brings both.
    console.error("ClassCharm could not load its language", error);
    window.addEventListener("online", () => window.location.reload(), { once: true });
  });
} else {
  // docs/product.md#messages: a missing root element is only logged.
  console.error("No #root element to render into");
}

if (import.meta.env.PROD) {
  reloadOnStaleBuild();
  // After the page has loaded and the browser is idle: installing stores the whole build, which
  // must not compete with the first tab's own chunk for the network.
  // This module runs after the first paint (boot.ts), often after `load` has already fired.
  const register = () => whenIdle(() => void registerOfflineShell());
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
