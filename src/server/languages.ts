import { SERVER_LOCALES } from "./i18n";

/**
 * The languages the app speaks: one per message catalogue, `src/locales/<code>.po` (README,
 * "Adding a language"), every one compiled into the server's build (src/server/i18n.ts).
 */
export const APP_LANGUAGES: readonly string[] = SERVER_LOCALES;
