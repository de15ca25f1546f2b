import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LANGUAGE_COOKIE, LANGUAGE_KEY, startingLanguage } from "#src/client/i18n/device-language";

/** A browser's cookie jar as `document.cookie` shows it: one value per name. */
function cookieJar() {
  const values = new Map<string, string>();
  return {
    get cookie() {
      return [...values].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(line: string) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      values.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    },
  };
}

let jar: ReturnType<typeof cookieJar>;
let stored: Map<string, string>;

beforeEach(() => {
  jar = cookieJar();
  stored = new Map();
  vi.stubGlobal("document", jar);
  vi.stubGlobal("window", {
    location: { protocol: "http:" },
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
  });
  vi.stubGlobal("navigator", { language: "en-US", languages: ["en-US"] });
});

afterEach(() => vi.unstubAllGlobals());

describe("the language a page starts in", () => {
  it("is the browser's when the device never chose, and no cookie is written", () => {
    vi.stubGlobal("navigator", { language: "ar-EG", languages: ["ar-EG", "en"] });
    expect(startingLanguage()).toBe("ar");
    expect(jar.cookie).toBe("");
  });

  it("is the cookie's choice, over storage and the browser", () => {
    jar.cookie = `${LANGUAGE_COOKIE}=es; path=/`;
    stored.set(LANGUAGE_KEY, "ar");
    expect(startingLanguage()).toBe("es");
  });

  it("is storage's choice when the cookie is gone, and the cookie gets it back for the server's next page", () => {
    stored.set(LANGUAGE_KEY, "ar");
    expect(startingLanguage()).toBe("ar");
    expect(jar.cookie).toBe(`${LANGUAGE_COOKIE}=ar`);
  });

  it("ignores a stored language the app does not speak", () => {
    stored.set(LANGUAGE_KEY, "xx");
    expect(startingLanguage()).toBe("en");
    expect(jar.cookie).toBe("");
  });
});
