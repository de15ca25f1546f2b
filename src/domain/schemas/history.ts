import { z } from "zod";
import { id, isoDate } from "./common";

/** POST /api/selection-history */
export const historyInput = z.object({ class_id: id, student_id: id });
export type HistoryInput = z.input<typeof historyInput>;

export const historyDto = z.object({
  id: z.string(),
  class_id: z.string(),
  student_id: z.string(),
  student_name: z.string(),
  created_at: isoDate,
});
export type HistoryDto = z.infer<typeof historyDto>;
