/** The element in which a tab's page lists the files its tab needs (tab-files-plugin.ts). */
export const PAGE_FILES_ELEMENT_ID = "page-files";

/**
 * Asks the browser for the files a tab's page lists (the shell's routes and that tab's own
 * chunks, as module preloads), so they arrive with the app's entry instead of after it has run.
 * The generic `index.html` lists none. Returns how many were asked for.
 */
export function preloadPageFiles(doc: Document = document): number {
  const text = doc.getElementById(PAGE_FILES_ELEMENT_ID)?.textContent;
  if (!text) return 0;
  let files: unknown;
  try {
    files = JSON.parse(text);
  } catch {
    return 0;
  }
  if (!Array.isArray(files)) return 0;
  const have = new Set(
    [...doc.querySelectorAll<HTMLLinkElement>("link[href]")].map(
      (link) => new URL(link.href, doc.baseURI).pathname,
    ),
  );
  let added = 0;
  for (const file of files) {
    if (typeof file !== "string" || !file.startsWith("/assets/") || have.has(file)) continue;
    have.add(file);
    const link = doc.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = file;
    doc.head.append(link);
    added++;
  }
  return added;
}
