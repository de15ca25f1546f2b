import type { MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import type { GroupingMethod } from "#src/domain/grouping/groups";

/** The methods, their names and hints as catalogue messages (translated where shown). */
export const METHODS: readonly {
  value: GroupingMethod;
  label: MessageDescriptor;
  hint: MessageDescriptor;
}[] = [
  { value: "random", label: msg`Completely Random`, hint: msg`Anyone can end up with anyone.` },
  {
    value: "same-category",
    label: msg`Group by Same Categories`,
    hint: msg`Students who share a value of one category stay together.`,
  },
  {
    value: "diverse",
    label: msg`Diverse Categories`,
    hint: msg`Every group mixes the values of all four attributes.`,
  },
  {
    value: "balanced",
    label: msg`Balanced`,
    hint: msg`Only the attributes you choose are spread evenly.`,
  },
];

/** A method's name in the active language ("Completely Random"). */
export function methodLabel(method: string): string {
  const found = METHODS.find((m) => m.value === method);
  return found ? t(found.label) : method;
}
