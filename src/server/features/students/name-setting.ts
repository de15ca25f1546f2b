import { z } from "zod";

/**
 * STUDENT_NAMES (docs/decisions/0057-last-initials.md): "initials" keeps every new student as
 * first names and last initial ("Maya P."), on every import and on adding one by one, whatever
 * the teacher ticks; "full" (the default, also when unset or empty) leaves it to the teacher.
 */
export const studentNamesEnv = {
  STUDENT_NAMES: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "" || v === "full") return "full" as const;
      if (v === "initials") return "initials" as const;
      ctx.addIssue({ code: "custom", message: 'must be "full" or "initials"' });
      return z.NEVER;
    }),
};

export type StudentNames = "full" | "initials";
