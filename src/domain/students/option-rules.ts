/**
 * docs/product.md#attributes rules for an attribute's option list: 2-12 options, each non-blank after trimming, at most
 * 40 characters, and unique. Uniqueness ignores case ("Red" and "red" would look the same on a
 * badge and in a dropdown), although student values themselves are matched case-sensitively.
 */
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 12;
export const MAX_OPTION_LENGTH = 40;

/** Options as stored: each trimmed, order kept. */
export function normalizeOptions(options: readonly string[]): string[] {
  return options.map((option) => option.trim());
}

function characterCount(text: string): number {
  return [...text].length;
}

function shown(option: string): string {
  const chars = [...option];
  return chars.length > MAX_OPTION_LENGTH
    ? `${chars.slice(0, MAX_OPTION_LENGTH).join("")}…`
    : option;
}

/** A rule an option list breaks; `option` is the option as a message shows it (a long one cut). */
export type OptionProblem =
  | { kind: "too-few" }
  | { kind: "too-many" }
  | { kind: "blank" }
  | { kind: "too-long"; option: string }
  | { kind: "repeated"; option: string }
  /** An option a rename or a removal names that the list does not have. */
  | { kind: "missing"; option: string };

/**
 * Every rule the list breaks, in order (empty when valid). Options are checked as trimmed;
 * store `normalizeOptions(options)`.
 */
export function optionProblems(options: readonly string[]): OptionProblem[] {
  const problems: OptionProblem[] = [];
  const trimmed = normalizeOptions(options);
  if (trimmed.length < MIN_OPTIONS) problems.push({ kind: "too-few" });
  if (trimmed.length > MAX_OPTIONS) problems.push({ kind: "too-many" });
  if (trimmed.some((option) => option === "")) problems.push({ kind: "blank" });
  for (const option of trimmed) {
    if (characterCount(option) > MAX_OPTION_LENGTH) {
      problems.push({ kind: "too-long", option: shown(option) });
    }
  }
  const seen = new Set<string>();
  const reported = new Set<string>();
  for (const option of trimmed) {
    const key = option.toLocaleLowerCase();
    if (option !== "" && seen.has(key) && !reported.has(key)) {
      problems.push({ kind: "repeated", option: shown(option) });
      reported.add(key);
    }
    seen.add(key);
  }
  return problems;
}

/**
 * A problem in English, as the API's field details and the logs say it (the teacher reads
 * `optionProblemMessage` of option-messages.ts, in their language).
 */
export function optionProblemText(problem: OptionProblem): string {
  switch (problem.kind) {
    case "too-few":
      return `At least ${MIN_OPTIONS} options are required`;
    case "too-many":
      return `At most ${MAX_OPTIONS} options are allowed`;
    case "blank":
      return "Options cannot be blank";
    case "too-long":
      return `Option "${problem.option}" is longer than ${MAX_OPTION_LENGTH} characters`;
    case "repeated":
      return `Options must be unique: "${problem.option}" appears more than once`;
    case "missing":
      return `Option "${problem.option}" does not exist`;
  }
}

/** Every rule the list breaks, in English (empty when valid). */
export function validateOptions(options: readonly string[]): string[] {
  return optionProblems(options).map(optionProblemText);
}
