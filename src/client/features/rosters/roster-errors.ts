import { t } from "@lingui/core/macro";
import { ApiError, fieldDetails } from "#src/client/lib/api-error";

/**
 * What a failed review or import says in the dialog: the server's words (the class limit's 409,
 * a class gone, each field of a 400 in English), then that nothing was imported (one transaction).
 */
export function rosterRequestError(error: unknown): string {
  let reason = t`Something went wrong.`;
  if (error instanceof TypeError) reason = t`The server could not be reached.`;
  else if (error instanceof ApiError) {
    const fields = fieldDetails(error).map((d) =>
      d.field ? `${d.field}: ${d.message}` : d.message,
    );
    const status = error.status;
    const said = error.serverMessage ?? t`The server answered ${status}.`;
    const sentence = /[.!?]$/.test(said) ? said : `${said}.`;
    reason = fields.length > 0 ? `${sentence} ${fields.slice(0, 5).join("; ")}.` : sentence;
  }
  return t`${reason} Nothing was imported.`;
}

/** The hint of the balanced switch of an import from a roster: which attributes it fills. */
export function balancedHint(attributes: string): string {
  return t`New students get their ${attributes} assigned evenly; turned off, they start with none (N/A)`;
}
