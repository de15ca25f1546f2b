import { z } from "zod";
import { actorDto } from "./activity";
import { id, isoDate } from "./common";

/** POST /api/selection-history */
export const historyInput = z.object({ class_id: id, student_id: id });

/** The most winners one spin reveals. */
export const MAX_DRAW = 10;

const distinct = (ids: string[]) => new Set(ids).size === ids.length;

/** POST /api/selection-history/draws: one spin's winners, in the order revealed. */
export const drawInput = z.object({
  class_id: id,
  student_ids: z
    .array(id, { message: "student_ids must be a list of student ids" })
    .min(1, "student_ids must name at least one student")
    .max(MAX_DRAW, `student_ids must name at most ${MAX_DRAW} students`)
    .refine(distinct, "student_ids must not repeat a student"),
});

/** POST /api/selection-history/undo: the entries of a mistaken draw. */
export const undoInput = z.object({
  class_id: id,
  entry_ids: z
    .array(id, { message: "entry_ids must be a list of history entry ids" })
    .min(1, "entry_ids must name at least one entry")
    .max(MAX_DRAW, `entry_ids must name at most ${MAX_DRAW} entries`)
    .refine(distinct, "entry_ids must not repeat an entry"),
});

export const historyDto = z.object({
  id: z.string(),
  class_id: z.string(),
  student_id: z.string(),
  student_name: z.string(),
  created_at: isoDate,
  /** Who picked (docs/decisions/0060-who-did-what.md); null on picks made before it was kept. */
  picked_by: actorDto.nullable(),
});
export type HistoryDto = z.infer<typeof historyDto>;
