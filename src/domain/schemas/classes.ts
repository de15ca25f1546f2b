import { z } from "zod";
import { MAX_NAME } from "../text-rules";
import { id, isoDate, MAX_DESCRIPTION, optionalText, trimmed } from "./common";

/** POST /api/classes and PUT /api/classes/:id (user_id, when sent, must be the teacher). */
export const classInput = z.object({
  name: trimmed("Class name", MAX_NAME),
  description: optionalText("Description", MAX_DESCRIPTION),
  user_id: id.optional(),
});
export type ClassInput = z.input<typeof classInput>;

export const classListQuery = z.object({ user_id: id.optional() });

export const classDto = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  user_id: z.string(),
  studentCount: z.number().int(),
  created_at: isoDate,
  updated_at: isoDate,
  /** 1 when made, one more at every change: send it back as `If-Match: "<version>"`. */
  version: z.number().int(),
  /**
   * The teacher's role in the class (docs/decisions/0058-sharing-a-class.md): "owner" made it,
   * "co-teacher" was invited. Always sent by the server; optional for older clients' data.
   */
  role: z.enum(["owner", "co-teacher"]).optional(),
  /** The owner's name when the class is shared with the teacher ("Shared by ..."); else null. */
  owner_name: z.string().nullable().optional(),
});
export type ClassDto = z.infer<typeof classDto>;

export { CLASS_LIMIT_MESSAGE } from "../classes/class-limit";
