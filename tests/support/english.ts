import { i18n } from "@lingui/core";
import { messages } from "#src/locales/en.po";

// Tests read the app's English, as a browser set to English does (src/client/i18n/activate.ts).
i18n.loadAndActivate({ locale: "en", messages });
