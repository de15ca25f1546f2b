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

/**
 * Every rule the list breaks, as messages for the teacher (empty when valid). Options are
 * checked as trimmed; store `normalizeOptions(options)`.
 */
export function validateOptions(options: readonly string[]): string[] {
  const errors: string[] = [];
  const trimmed = normalizeOptions(options);
  if (trimmed.length < MIN_OPTIONS) errors.push(`At least ${MIN_OPTIONS} options are required`);
  if (trimmed.length > MAX_OPTIONS) errors.push(`At most ${MAX_OPTIONS} options are allowed`);
  if (trimmed.some((option) => option === "")) errors.push("Options cannot be blank");
  for (const option of trimmed) {
    if (characterCount(option) > MAX_OPTION_LENGTH) {
      errors.push(`Option "${shown(option)}" is longer than ${MAX_OPTION_LENGTH} characters`);
    }
  }
  const seen = new Set<string>();
  const reported = new Set<string>();
  for (const option of trimmed) {
    const key = option.toLocaleLowerCase();
    if (option !== "" && seen.has(key) && !reported.has(key)) {
      errors.push(`Options must be unique: "${shown(option)}" appears more than once`);
      reported.add(key);
    }
    seen.add(key);
  }
  return errors;
}
