import { z } from "zod";
import { DEFAULT_GROUPS, MAX_GROUPS, MIN_GROUPS } from "../grouping/groups";
import { PER_GROUP_RULES } from "../grouping/sizes";
import { ATTRIBUTE_NAMES } from "../students/attributes";

/** The most saved groupings New partners looks back over, and the students per group asked for. */
const MAX_PARTNER_ROUNDS = 10;
const MAX_PER_GROUP = 50;

const whole = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/**
 * PUT /api/group-settings/:classId: how the teacher last asked for groups in the class
 * (docs/product.md#groups): the method, its category or attributes, the sizes and New partners.
 * `per_group_rule` (students per group: at least or at most `per_group`) reads as "at-most" when
 * left out, so choices stored before it existed, or sent by an older page, keep their meaning.
 */
export const groupSettingsInput = z
  .object({
    method: z.enum(["random", "same-category", "diverse", "balanced"]),
    category: z.enum(ATTRIBUTE_NAMES),
    balance_on: z
      .array(z.enum(ATTRIBUTE_NAMES))
      .max(ATTRIBUTE_NAMES.length)
      .refine(
        (names) => new Set(names).size === names.length,
        "balance_on lists an attribute twice",
      ),
    size_mode: z.enum(["groups", "per-group"]),
    group_count: whole("group_count", MIN_GROUPS, MAX_GROUPS),
    per_group: whole("per_group", 1, MAX_PER_GROUP),
    per_group_rule: z
      .enum(PER_GROUP_RULES, {
        message: 'per_group_rule must be "at-least" or "at-most"',
      })
      .default("at-most"),
    avoid_partners: z.boolean(),
    partner_rounds: whole("partner_rounds", 1, MAX_PARTNER_ROUNDS),
    partners_first: z.boolean(),
  })
  .strict();
export type GroupSettingsInput = z.infer<typeof groupSettingsInput>;

export const groupSettingsDto = groupSettingsInput.extend({ class_id: z.string() });
export type GroupSettingsDto = z.infer<typeof groupSettingsDto>;

/** A class that never chose: four random groups, all attributes balanced, New partners off. */
export const DEFAULT_GROUP_SETTINGS: GroupSettingsInput = {
  method: "random",
  category: "number",
  balance_on: [...ATTRIBUTE_NAMES],
  size_mode: "groups",
  group_count: DEFAULT_GROUPS,
  per_group: 4,
  per_group_rule: "at-most",
  avoid_partners: false,
  partner_rounds: 3,
  partners_first: false,
};
