import "./lib/zod-csp";
import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { registerOfflineShell } from "./app/offline/service-worker";
import { reloadOnStaleBuild } from "./app/offline/stale-build";

const container = document.getElementById("root");
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
} else {
  // Spec §8: a missing root element is only logged.
  console.error("No #root element to render into");
}

if (import.meta.env.PROD) {
  reloadOnStaleBuild();
  window.addEventListener("load", () => void registerOfflineShell());
}
