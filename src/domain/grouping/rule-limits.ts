/**
 * A class's rules as plain values, without the request schemas: the screens that add rules read
 * these without loading the validation library.
 */

/** The most students one rule names. */
export const MAX_RULE_STUDENTS = 100;

/** Keep apart: no two in the same group (or side by side in a seating chart); keep together: all in one. */
export const RULE_KINDS = ["keep-apart", "keep-together"] as const;
