import { t } from "@lingui/core/macro";
import { ApiError } from "#src/client/lib/api-error";
import { failureReason, noAnswerReason } from "#src/client/lib/failure-reason";
import { MAX_OPEN_INVITATIONS } from "#src/domain/schemas/sharing";
import { MAX_OPEN_SUBSTITUTE_LINKS } from "#src/domain/schemas/substitutes";

/** Why an invitation was not made, in words the owner can act on. */
export function inviteError(error: unknown): string {
  if (error instanceof TypeError) return noAnswerReason();
  if (error instanceof ApiError) {
    if (error.status === 400) return t`Enter a valid e-mail address, such as name@school.org.`;
    if (error.code === "limit_reached") {
      const limit = MAX_OPEN_INVITATIONS;
      return t`This class already has ${limit} open invitations or co-teachers. Withdraw an invitation or remove a co-teacher first.`;
    }
    if (error.status === 404) return t`You no longer have access to this class.`;
  }
  return failureReason(error) ?? t`The invitation could not be made. Try again.`;
}

/** Why a substitute link was not made, in words the teacher can act on. */
export function substituteLinkError(error: unknown): string {
  if (error instanceof TypeError) return noAnswerReason();
  if (error instanceof ApiError) {
    if (error.status === 409) {
      const limit = MAX_OPEN_SUBSTITUTE_LINKS;
      return t`This class already has ${limit} open substitute links. Turn one off first.`;
    }
    if (error.status === 404) return t`You no longer have access to this class.`;
  }
  return failureReason(error) ?? t`The link could not be made. Try again.`;
}
