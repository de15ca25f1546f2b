import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { ApiError } from "#src/client/lib/api-error";

/**
 * The fields a 400 names (`details`: "classes.0.title: Class title is required"), as the teacher
 * reads them. The API words them in English only (its schemas' rules, for whoever wrote the
 * request), so they are shown in English only: in another language the server's own sentence,
 * already in the teacher's language, stands alone.
 */
export function fieldDetails(error: ApiError): { field: string; message: string }[] {
  if (!(i18n.locale || "en").toLowerCase().startsWith("en")) return [];
  const details = (error.body as { details?: unknown } | null)?.details;
  if (!Array.isArray(details)) return [];
  return details.flatMap((d) =>
    typeof d === "string"
      ? [{ field: "", message: d }]
      : typeof d?.message === "string"
        ? [{ field: d.field ? String(d.field).replace(/^body\./, "") : "", message: d.message }]
        : [],
  );
}

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
