import "./lib/zod-csp";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { whenIdle } from "./app/idle";
import { registerOfflineShell } from "./app/offline/service-worker";
import { reloadOnStaleBuild } from "./app/offline/stale-build";

const container = document.getElementById("root");
if (container) {
  const root = createRoot(container);
  // As a transition, so the first render is done in slices, not one long task;
  // the page's own HTML shows the shell's skeleton meanwhile.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
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
