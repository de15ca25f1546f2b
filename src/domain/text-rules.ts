/**
 * Plain text rules shared by the Zod schemas (schemas/common.ts re-exports them), the student
 * rules and the CSV worker. No Zod here: a module that needs only these rules (the CSV worker,
 * the Randomizer through the student rules) does not download Zod.
 */

/**
 * PostgreSQL text can't hold a NUL character (SQLite can): every text that can reach the
 * database refuses it with a 400 instead of failing there.
 */
export const hasNoNul = (value: string | null | undefined): boolean => !value?.includes("\u0000");
export const NUL_MESSAGE = "must not contain a NUL character";

/**
 * Control characters (C0 and DEL) other than tab, line feed and carriage return have no place in
 * stored text (a quoted CSV cell may hold a line break, so those stay). NUL has its own message.
 */
export const CONTROL_MESSAGE = "must not contain control characters";
export function hasNoControl(value: string | null | undefined): boolean {
  if (!value) return true;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f) return false;
  }
  return true;
}

export const MAX_NAME = 100;
