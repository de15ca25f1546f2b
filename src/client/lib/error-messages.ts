import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * The one place where the browser turns an API error's code into words
 * (docs/product.md#api-errors). A code whose meaning is the same on every route has the
 * client's own text here; every other code (a limit, a stale row, a field that is not valid)
 * shows the server's words, which name what was refused. Catalogue messages, no Zod: every
 * page loads it with `api-error.ts`.
 */
const CODE_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  server_error: msg`Something went wrong on the server. Please try again.`,
  body_too_large: msg`That is more than the server takes in one request.`,
  uri_too_long: msg`The address is too long.`,
  malformed_body: msg`The request could not be read. Please try again.`,
  method_not_allowed: msg`The server does not take this request.`,
};

/** What to show for an error answer: the code's own words, else the server's, else none. */
export function messageForCode(code: string | undefined, serverWords: string | undefined) {
  const own = code === undefined ? undefined : CODE_MESSAGES[code];
  return own ? i18n._(own) : serverWords;
}
