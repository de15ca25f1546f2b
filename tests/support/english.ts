import { i18n, type MessageDescriptor } from "@lingui/core";
import { messages } from "#src/locales/en.po";

// Tests read the app's English, as a browser set to English does (src/client/i18n/activate.ts).
i18n.loadAndActivate({ locale: "en", messages });

/** A catalogue message in English, as the API answers a request without another language. */
export const english = (message: MessageDescriptor): string => i18n._(message);
