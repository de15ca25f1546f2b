import { i18n } from "@lingui/core";
import { CLASS_LIMIT_MESSAGE } from "#src/domain/classes/class-limit";

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
  return classCount >= limit ? i18n._(CLASS_LIMIT_MESSAGE(limit)) : null;
}
