import { i18n, type MessageDescriptor } from "@lingui/core";
import { sayAll } from "#src/domain/grouping/said";
import { messages } from "#src/locales/en.po";

// Tests read the app's English, as a browser set to English does (src/client/i18n/activate.ts).
i18n.loadAndActivate({ locale: "en", messages });

/**
 * A catalogue message in English, as the API answers a request without another language
 * (messages nested in its values, as the grouping domain makes them, in English too).
 */
export const english = (message: MessageDescriptor): string => sayAll((m) => i18n._(m), message);
