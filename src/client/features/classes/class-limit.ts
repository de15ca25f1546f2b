import { plural, t } from "@lingui/core/macro";

/**
 * Why a new class cannot be created (docs/product.md#limits: "You can have at most N classes",
 * the words of the server's answer in the teacher's language), or null when it can. Unknown
 * limit or count (still loading): no reason, the server still checks.
 */
export function classLimitReason(
  classCount: number | undefined,
  limit: number | undefined,
): string | null {
  if (classCount === undefined || limit === undefined) return null;
  if (classCount < limit) return null;
  return t`You can have at most ${plural(limit, { one: "# class", other: "# classes" })}`;
}
