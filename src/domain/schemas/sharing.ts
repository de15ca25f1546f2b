import { z } from "zod";
import { EMAIL_TOO_LONG, id, isoDate, MAX_EMAIL } from "./common";

/**
 * Sharing a class with co-teachers (docs/decisions/0058-sharing-a-class.md): the owner invites
 * by e-mail address; the invitation's link (its token is the secret, single use, 14 days)
 * makes whoever signs in with it a co-teacher.
 */
export const classRole = z.enum(["owner", "co-teacher"]);
export type ClassRole = z.infer<typeof classRole>;

/** How long an invitation's link works. */
export const INVITATION_DAYS = 14;
/** Open invitations a class may have at once, and co-teachers it may have. */
export const MAX_OPEN_INVITATIONS = 20;
export const MAX_CO_TEACHERS = 20;

/** POST /api/classes/:classId/invitations. */
export const invitationInput = z.object({
  email: z
    .string({ message: "Email must be text" })
    .trim()
    .toLowerCase()
    .max(MAX_EMAIL, EMAIL_TOO_LONG)
    .refine((v) => z.email().safeParse(v).success, "Email must be a valid address"),
});

/** An open invitation as the owner sees it (never its token). */
export const invitationDto = z.object({
  id: z.string(),
  email: z.string(),
  created_at: isoDate,
  expires_at: isoDate,
});

/** The answer to a new invitation: its link to copy, shown once, and whether it was mailed. */
export const createdInvitationDto = invitationDto.extend({
  link: z.string(),
  mailed: z.boolean(),
});

/** A teacher with access to the class. */
export const classMemberDto = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: classRole,
  /** When they joined (the owner: when the class was made). */
  since: isoDate,
});

/** GET /api/classes/:classId/sharing: who has access; open invitations for the owner only. */
export const classSharingDto = z.object({
  class_id: z.string(),
  /** The requester's role. */
  role: classRole,
  members: z.array(classMemberDto),
  invitations: z.array(invitationDto),
});
export type ClassSharingDto = z.infer<typeof classSharingDto>;

/** POST /api/invitations/accept: the token from the link (user_id, when sent, must be the teacher). */
export const acceptInput = z.object({
  token: z.string().trim().min(1, "Token is required").max(200, "Token is too long"),
  user_id: id.optional(),
});

export const acceptedDto = z.object({
  class_id: z.string(),
  class_name: z.string(),
  role: classRole,
});

/** What an invitation's link says before it is accepted: open, used, or expired. */
export const INVITATION_STATES = ["open", "used", "expired"] as const;

/** POST /api/invitations/lookup: the same token (and optional user_id) as accepting. */
export const invitationLookupInput = acceptInput;

/**
 * The invitation behind a link, for the page that asks before accepting: whose class it is, to
 * which address it went, until when it works, and whether it still can be accepted.
 */
export const invitationLookupDto = z.object({
  class_name: z.string(),
  owner_name: z.string(),
  invited_email: z.string(),
  expires_at: isoDate,
  state: z.enum(INVITATION_STATES),
});
export type InvitationLookupDto = z.infer<typeof invitationLookupDto>;
