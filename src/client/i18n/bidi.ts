import { hasRightToLeft } from "#src/domain/languages";

const LETTER = /\p{L}/u;

/**
 * The direction a text reads in by its first letter (Unicode's first strong character): "rtl"
 * for "علي Smith", "ltr" for "Ann علي"; null when it has no letters ("123").
 */
export function firstStrongDirection(text: string): "ltr" | "rtl" | null {
  for (const char of text) {
    if (hasRightToLeft(char)) return "rtl";
    if (LETTER.test(char)) return "ltr";
  }
  return null;
}
