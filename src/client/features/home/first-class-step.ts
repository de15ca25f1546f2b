import type { ClassDto } from "#src/domain/schemas/classes";

/**
 * Where Home's first-class flow stands (docs/product.md#home): naming the class (a new one, or
 * the one just made, after Back), or adding its students (then spinning or making groups).
 * Null: the teacher's Home is their classes.
 */
export type FirstClassStep =
  | { step: "name"; item: ClassDto | null }
  | { step: "students"; item: ClassDto }
  | null;

/** The address's part of the flow: `?step=students&class=<id>`. */
export type StepParams = { get(name: string): string | null };

export const stepSearch = (step: "name" | "students", classId: string) =>
  `?step=${step}&class=${encodeURIComponent(classId)}`;

/**
 * The step from the address and the class list: the address's step for a class that exists;
 * otherwise, with no class, naming the first; with one class and no student in it (the flow left
 * before its students were in, a reload), adding its students; else none.
 */
export function firstClassStep(
  params: StepParams,
  classes: readonly ClassDto[] | undefined,
): FirstClassStep {
  if (!classes) return null;
  const step = params.get("step");
  const item = classes.find((c) => c.id === params.get("class"));
  if (item && (step === "name" || step === "students")) return { step, item };
  if (classes.length === 0) return { step: "name", item: null };
  const only = classes.length === 1 ? classes[0] : undefined;
  if (only && only.studentCount === 0) return { step: "students", item: only };
  return null;
}

/**
 * The name Home's heading greets the teacher by: as given at sign-up, trimmed; null without one
 * (the heading then welcomes them to the product).
 */
export function givenName(name: string | null | undefined): string | null {
  return name?.trim() || null;
}
