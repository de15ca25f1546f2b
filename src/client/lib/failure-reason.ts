import { t } from "@lingui/core/macro";
import { serverErrorMessage } from "./api-error";

/** What a failed request got back as no answer at all (offline, connection dropped). */
export const noAnswerReason = () => t`The server could not be reached. Check your connection.`;

/**
 * Why a request failed, for a failure toast's description (Students, My Classes, Settings): the
 * server's own words, or that no answer came back (a failed fetch is a TypeError). Undefined
 * when neither says more. Apart from api-error.ts, which every page loads.
 */
export function failureReason(error: unknown): string | undefined {
  if (error instanceof TypeError) return noAnswerReason();
  return serverErrorMessage(error);
}
