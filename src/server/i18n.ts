import { catalogues } from "virtual:classcharm-catalogues";
import { type I18n, type MessageDescriptor, setupI18n } from "@lingui/core";
import type { FastifyRequest } from "fastify";
import { sayAll } from "#src/domain/grouping/said";
import {
  acceptedLanguages,
  directionOf,
  isolate,
  matchLocale,
  SOURCE_LOCALE,
} from "#src/domain/languages";

/**
 * The server's words in the teacher's language (docs/product.md#languages): its error messages
 * and e-mails come from the same catalogues as the app's screens, every one of them loaded once.
 */

/** The languages the server answers in: the catalogues' codes. */
export const SERVER_LOCALES: readonly string[] = Object.keys(catalogues).sort();

const instances = new Map<string, I18n>();

/** The translator of one language (English for a code the app does not speak). */
export function i18nFor(locale: string): I18n {
  const code = SERVER_LOCALES.includes(locale) ? locale : SOURCE_LOCALE;
  let made = instances.get(code);
  if (!made) {
    made = setupI18n({ locale: code, messages: { [code]: catalogues[code] ?? {} } });
    instances.set(code, made);
  }
  return made;
}

/**
 * The language a request is answered in: the app sends the teacher's (Accept-Language), a
 * browser its own; English where none fits. Only words depend on it, never data or access.
 */
export function requestLocale(request: Pick<FastifyRequest, "headers">): string {
  const header = request.headers["accept-language"];
  return localeOf(typeof header === "string" ? header : undefined);
}

/** The language an Accept-Language header asks for, of the server's. */
export function localeOf(acceptLanguage: string | null | undefined): string {
  return matchLocale(acceptedLanguages(acceptLanguage ?? undefined), SERVER_LOCALES);
}

/**
 * A message in a language. In a right-to-left language every text put into it (a name, a title,
 * an address) is set apart, so it keeps its own direction. A value that is a message itself (an
 * attribute's name, ...) is said first, in the same language.
 */
export function say(locale: string, message: MessageDescriptor): string {
  return sayAll((part) => sayOne(locale, part), message);
}

function sayOne(locale: string, message: MessageDescriptor): string {
  if (directionOf(locale) === "rtl" && message.values) {
    const values = Object.fromEntries(
      Object.entries(message.values).map(([key, value]) => [
        key,
        typeof value === "string" ? isolate(value, true) : value,
      ]),
    );
    return i18nFor(locale)._({ ...message, values });
  }
  return i18nFor(locale)._(message);
}
