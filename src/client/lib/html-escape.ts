/** Text for a double-quoted HTML attribute, written into a page at build time. */
export const escapeAttribute = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/** Text for an element's content, written into a page at build time. */
export const escapeText = (value: string) => value.replaceAll("&", "&amp;").replaceAll("<", "&lt;");
