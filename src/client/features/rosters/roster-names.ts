import { t } from "@lingui/core/macro";

/** The separator between the items of a list of names: ", " in English, "، " in Arabic. */
export function listSeparator(): string {
  return t({ message: ", ", context: "between the items of a list" });
}
