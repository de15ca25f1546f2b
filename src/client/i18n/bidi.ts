/** Letters of the scripts written right to left. */
const RIGHT_TO_LEFT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u;
const LETTER = /\p{L}/u;

/**
 * The direction a text reads in by its first letter (Unicode's first strong character): "rtl"
 * for "علي Smith", "ltr" for "Ann علي"; null when it has no letters ("123").
 */
export function firstStrongDirection(text: string): "ltr" | "rtl" | null {
  for (const char of text) {
    if (RIGHT_TO_LEFT.test(char)) return "rtl";
    if (LETTER.test(char)) return "ltr";
  }
  return null;
}
