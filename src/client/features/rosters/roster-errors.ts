import { ApiError } from "#src/client/lib/api-error";

/**
 * What a failed review or import says in the dialog: the server's words (the class limit's 409,
 * a class gone, each field of a 400), then that nothing was imported (one transaction).
 */
export function rosterRequestError(error: unknown): string {
  let reason = "Something went wrong.";
  if (error instanceof TypeError) reason = "The server could not be reached.";
  else if (error instanceof ApiError) {
    const details = (error.body as { details?: unknown } | null)?.details;
    const fields = Array.isArray(details)
      ? details.flatMap((d) =>
          typeof d === "string"
            ? [d]
            : typeof d?.message === "string"
              ? [`${d.field ? `${String(d.field).replace(/^body\./, "")}: ` : ""}${d.message}`]
              : [],
        )
      : [];
    const said = error.serverMessage ?? `The server answered ${error.status}.`;
    const sentence = /[.!?]$/.test(said) ? said : `${said}.`;
    reason = fields.length > 0 ? `${sentence} ${fields.slice(0, 5).join("; ")}.` : sentence;
  }
  return `${reason} Nothing was imported.`;
}
