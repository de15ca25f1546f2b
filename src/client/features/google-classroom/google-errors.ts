import { msg, t } from "@lingui/core/macro";
import { ApiError, fieldDetails } from "#src/client/lib/api-error";
import { GOOGLE_NOT_CONNECTED, GOOGLE_RECONNECT } from "#src/domain/roster/google-codes";

/** "reconnect" / "connect" when the server asks for Google to be (re)connected, else null. */
export function googleNeeds(error: unknown): "reconnect" | "connect" | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const code = error.code;
  if (code === GOOGLE_RECONNECT) return "reconnect";
  if (code === GOOGLE_NOT_CONNECTED) return "connect";
  return null;
}

/** What to tell the teacher about a failed Google Classroom request. */
export function googleErrorText(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) {
    // A refused request names the field: its message says more than "Invalid request" (in
    // English, the only language the API words its fields in).
    return fieldDetails(error)[0]?.message ?? error.serverMessage;
  }
  if (error instanceof TypeError) return t`The server could not be reached. Check your connection.`;
  return t`Something went wrong. Please try again.`;
}

/** The outcome Google's redirect back put in the address (`?google=`), as a toast. */
export function returnToast(
  outcome: string | null,
): { title: string; description?: string; variant?: "destructive" } | null {
  switch (outcome) {
    case "connected":
      return { title: t`Google Classroom connected` };
    case "denied":
      return {
        title: t`Google Classroom not connected`,
        description: t`Access was not granted.`,
        variant: "destructive",
      };
    case "scopes":
      return {
        title: t`Google Classroom not connected`,
        description: t`Both permissions are needed: seeing your classes and their rosters.`,
        variant: "destructive",
      };
    case "error":
      return {
        title: t`Google Classroom not connected`,
        description: t`Connecting failed. Please try again.`,
        variant: "destructive",
      };
    default:
      return null;
  }
}

/** What Google Classroom's import keeps (translated where shown). */
export const GOOGLE_PRIVACY = msg`Only your courses' titles and your students' names and Google ids are read and kept; nothing is ever written to Google Classroom. The access stays on the ClassCharm server, and Disconnect withdraws it.`;
