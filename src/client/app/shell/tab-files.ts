/** The files each tab's screen needs, by tab, as the build writes them into index.html. */
export type TabFiles = Record<string, string[]>;

export const TAB_FILES_ELEMENT_ID = "tab-files";

/** The build's list of a tab's files (null in development, where there is none). */
export function tabFiles(tab: string, doc: Document = document): string[] | null {
  const text = doc.getElementById(TAB_FILES_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const files = (JSON.parse(text) as TabFiles)[tab];
    return Array.isArray(files) ? files : null;
  } catch {
    return null;
  }
}

/**
 * Asks the browser to fetch `files` into its cache at low priority, without running them
 * (`<link rel="prefetch">`); a file a script or link of the page already has is skipped.
 */
export function prefetchFiles(files: readonly string[], doc: Document = document): number {
  const have = new Set(
    [...doc.querySelectorAll<HTMLScriptElement | HTMLLinkElement>("script[src], link[href]")].map(
      (el) => new URL("src" in el && el.src ? el.src : (el as HTMLLinkElement).href).pathname,
    ),
  );
  let added = 0;
  for (const file of files) {
    if (have.has(file)) continue;
    const link = doc.createElement("link");
    link.rel = "prefetch";
    link.href = file;
    doc.head.append(link);
    added++;
  }
  return added;
}
