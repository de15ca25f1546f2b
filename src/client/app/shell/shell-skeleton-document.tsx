import { renderToStaticMarkup } from "react-dom/server";
import type { TabId } from "#src/client/lib/tab-routes";
import { ShellSkeleton } from "./shell-skeleton";

/**
 * The shell's skeleton as static HTML, written into the app's `index.html` (and, with a tab's
 * heading, into each tab's page) at build time (skeleton-plugin.ts): the page has its header
 * and a tab's outline at the first paint, before any script has loaded. React
 * replaces it with the same skeleton on its first render, so nothing moves.
 */
export function renderShellSkeleton(tab?: TabId): string {
  return renderToStaticMarkup(<ShellSkeleton tab={tab} />);
}
