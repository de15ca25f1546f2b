import { plural, t } from "@lingui/core/macro";

/** The new password's rule under its field: "At least 8 characters." */
export function atLeast(count: number): string {
  return t`At least ${plural(count, { one: "# character", other: "# characters" })}.`;
}
