import type { z } from "zod";
import type { ActivityDto } from "#src/domain/schemas/activity";
import type { ClassSharingDto, createdInvitationDto } from "#src/domain/schemas/sharing";
import type {
  CreatedSubstituteLinkDto,
  SubstituteLinkDto,
  SubstituteLinkInput,
} from "#src/domain/schemas/substitutes";

export type CreatedInvitation = z.infer<typeof createdInvitationDto>;
export type { CreatedSubstituteLinkDto, SubstituteLinkDto, SubstituteLinkInput };

/**
 * Sharing a class (docs/decisions/0058-sharing-a-class.md): who has access, the owner's
 * invitations by e-mail address, removing a co-teacher or leaving, and the substitute links
 * the class's teachers make (docs/decisions/0059-substitute-links.md).
 */
export interface SharingSource {
  /** The class's teachers; its open invitations too when the requester owns it. */
  getSharing(classId: string): Promise<ClassSharingDto>;
  /** A new invitation with its link to copy (shown once) and whether it was mailed. */
  inviteToClass(classId: string, email: string): Promise<CreatedInvitation>;
  /** Withdraw an open invitation: its link stops working. */
  revokeInvitation(id: string): Promise<void>;
  /** Remove a co-teacher (the owner), or leave the class (a co-teacher, their own id). */
  removeClassMember(classId: string, userId: string): Promise<void>;
  /** The class's last 50 changes, newest first, with who made them (docs/decisions/0060-who-did-what.md). */
  listActivity(classId: string): Promise<ActivityDto[]>;
  /** The class's substitute links, each with its state (never a token or PIN). */
  listSubstituteLinks(classId: string): Promise<SubstituteLinkDto[]>;
  /** A new substitute link for a range of days, optionally with a PIN: its link shown once. */
  createSubstituteLink(
    classId: string,
    input: SubstituteLinkInput,
  ): Promise<CreatedSubstituteLinkDto>;
  /** Turn a substitute link off: it opens nothing from then on. */
  revokeSubstituteLink(id: string): Promise<void>;
}
