import { groupSizesFor } from "#src/domain/grouping/sizes";
import { type SizeFields, sizeRequest } from "./group-form-state";

const groups = (n: number) => (n === 1 ? "1 group" : `${n} groups`);

/**
 * What the size choice makes of the selected students, before Generate (docs/product.md#groups):
 * "25 students: 6 groups, 1 of 5 and 5 of 4." or "24 students: 6 groups of 4."; null when no
 * student is selected.
 */
export function sizePreview(form: SizeFields, selected: number): string | null {
  if (selected <= 0) return null;
  const sizes = groupSizesFor(sizeRequest(form), selected);
  const students = selected === 1 ? "1 student" : `${selected} students`;
  const large = sizes[0] ?? 0;
  const small = sizes[sizes.length - 1] ?? 0;
  if (large === small) return `${students}: ${groups(sizes.length)} of ${large}.`;
  const larger = sizes.filter((size) => size === large).length;
  return `${students}: ${groups(sizes.length)}, ${larger} of ${large} and ${sizes.length - larger} of ${small}.`;
}
