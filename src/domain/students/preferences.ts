/** The teacher's preferences (docs/product.md#settings): their keys, and each one's default. */
export const PREFERENCE_KEYS = ["default_balanced_assignment", "last_initials_only"] as const;
export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];

/**
 * Each preference's value for a teacher who never saved it (docs/product.md#balanced-assignment):
 * balanced assignment is on until turned off; "First names and last initials only" (the imports'
 * last choice, docs/decisions/0057-last-initials.md) is off until ticked. Kept apart from the request schemas, so a screen
 * that reads the default does not load the schema library.
 */
export const PREFERENCE_DEFAULTS: Readonly<Record<PreferenceKey, boolean>> = {
  default_balanced_assignment: true,
  last_initials_only: false,
};
