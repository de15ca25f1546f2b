/**
 * "Why these groups?" (explain.ts): attributes and their values as a sentence names them,
 * "two colors", "the numbers 1 to 4", "number 2", through the page's `say`.
 */
import { msg, plural } from "@lingui/core/macro";
import { isolate } from "../languages";
import { type AttributeDefinition, attributeWord } from "../students/attributes";
import { type Say, sayList } from "./explain-parts";

/** An attribute's name in a sentence, one and many ("color", "colors"), and an option's label. */
export interface ExplainWords {
  one: (def: AttributeDefinition) => string;
  other: (def: AttributeDefinition) => string;
  option: (def: AttributeDefinition, option: string) => string;
}

/** "colors", "elements", "classes", "abilities"; a teacher's own capitalised name kept. */
export function pluralWord(def: AttributeDefinition): string {
  const word = attributeWord(def);
  if (/(s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** The names as stored: the teacher's (or the app's English ones). */
export const STORED: ExplainWords = {
  one: attributeWord,
  other: pluralWord,
  option: (_def, option) => option,
};

/** "two colors" (counts up to ten in words, then digits); `word` is the name as typed. */
export function counted(
  say: Say,
  w: ExplainWords,
  def: AttributeDefinition,
  count: number,
): string {
  const word = isolate(w.one(def));
  const words = isolate(w.other(def));
  return say(
    msg`${plural(count, {
      2: `two ${words}`,
      3: `three ${words}`,
      4: `four ${words}`,
      5: `five ${words}`,
      6: `six ${words}`,
      7: `seven ${words}`,
      8: `eight ${words}`,
      9: `nine ${words}`,
      10: `ten ${words}`,
      one: `one ${word}`,
      other: `# ${words}`,
    })}`,
  );
}

/** Number labels, sorted: "the numbers 1 to 4" for a run of three or more, else "the numbers 1, 2 and 4". */
export function numberList(
  say: Say,
  w: ExplainWords,
  values: readonly number[],
  def: AttributeDefinition,
): string {
  const labels = values.map((v) => isolate(w.option(def, def.options[v] as string)));
  const start = values[0] as number;
  const words = isolate(w.other(def));
  if (values.length > 2 && values.every((v, i) => v === start + i)) {
    const first = labels[0] as string;
    const last = labels[labels.length - 1] as string;
    return say(msg`the ${words} ${first} to ${last}`);
  }
  const list = sayList(say, labels);
  return say(msg`the ${words} ${list}`);
}

/** "number 2" or "Red": one value as a teacher names it. */
export function valueLabel(w: ExplainWords, def: AttributeDefinition, option: string): string {
  const label = isolate(w.option(def, option));
  return def.name === "number" ? `${isolate(w.one(def))} ${label}` : label;
}
