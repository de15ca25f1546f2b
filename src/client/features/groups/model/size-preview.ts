import { plural } from "@lingui/core/macro";
import { groupSizesFor } from "#src/domain/grouping/sizes";
import { type SizeFields, sizeRequest } from "./group-form-state";

/**
 * What the size choice makes of the selected students, before Generate (docs/product.md#groups):
 * "25 students: 6 groups, 1 of 5 and 5 of 4." or "24 students: 6 groups of 4."; null when no
 * student is selected.
 */
export function sizePreview(form: SizeFields, selected: number): string | null {
  if (selected <= 0) return null;
  const sizes = groupSizesFor(sizeRequest(form), selected);
  const count = sizes.length;
  const large = sizes[0] ?? 0;
  const small = sizes[sizes.length - 1] ?? 0;
  const students = plural(selected, { one: "# student", other: "# students" });
  if (large === small) {
    return plural(count, {
      one: `${students}: # group of ${large}.`,
      other: `${students}: # groups of ${large}.`,
    });
  }
  const larger = sizes.filter((size) => size === large).length;
  const smaller = count - larger;
  return plural(count, {
    one: `${students}: # group, ${larger} of ${large} and ${smaller} of ${small}.`,
    other: `${students}: # groups, ${larger} of ${large} and ${smaller} of ${small}.`,
  });
}
