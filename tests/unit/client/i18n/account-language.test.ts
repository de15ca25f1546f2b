import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  chooseLanguage,
  type LanguageDeps,
  languageOnLoad,
  RELOADED_KEY,
  syncAccountLanguage,
  UNSAVED_KEY,
} from "#src/client/i18n/account-language";
import { LANGUAGE_KEY } from "#src/client/i18n/activate";

/** A Storage in memory (localStorage, sessionStorage). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

let local: Storage;
let session: Storage;
let deps: LanguageDeps & { saved: string[]; reloads: number };

beforeEach(() => {
  local = memoryStorage();
  session = memoryStorage();
  vi.stubGlobal("window", { localStorage: local, sessionStorage: session });
  const saved: string[] = [];
  deps = {
    saved,
    reloads: 0,
    save: async (language) => void saved.push(language),
    reload: () => void deps.reloads++,
    local,
    session,
  };
});
afterEach(() => vi.unstubAllGlobals());

const state = (s: Partial<Parameters<typeof languageOnLoad>[0]>) =>
  languageOnLoad({
    account: null,
    device: null,
    active: "en",
    unsaved: null,
    reloadedFor: null,
    ...s,
  });

describe("the account's language on a signed-in load", () => {
  it("takes the account's language when the page shows another", () => {
    expect(state({ account: "es" })).toEqual({ kind: "take", language: "es" });
    expect(state({ account: "ar", device: "es", active: "es" })).toEqual({
      kind: "take",
      language: "ar",
    });
  });

  it("does nothing when the page already shows it", () => {
    expect(state({ account: "es", device: "es", active: "es" })).toBeNull();
  });

  it("never reloads twice in a row for the same language (a device that cannot keep it)", () => {
    expect(state({ account: "es", reloadedFor: "es" })).toBeNull();
    expect(state({ account: "ar", reloadedFor: "es" })).toEqual({ kind: "take", language: "ar" });
  });

  it("saves the device's choice when the account has none; nothing when neither has one", () => {
    expect(state({ device: "ar", active: "ar" })).toEqual({ kind: "save", language: "ar" });
    expect(state({})).toBeNull();
  });

  it("saves a choice the account has not taken yet rather than undo it", () => {
    expect(state({ account: "es", device: "ar", active: "ar", unsaved: "ar" })).toEqual({
      kind: "save",
      language: "ar",
    });
  });

  it("ignores an account language the app no longer speaks", () => {
    expect(state({ account: "fr", device: "es", active: "es" })).toEqual({
      kind: "save",
      language: "es",
    });
  });
});

describe("choosing a language", () => {
  it("signed in: remembered on the device, saved for the account, then the page reloads", async () => {
    await chooseLanguage("es", true, deps);
    expect(local.getItem(LANGUAGE_KEY)).toBe("es");
    expect(deps.saved).toEqual(["es"]);
    expect(local.getItem(UNSAVED_KEY)).toBeNull();
    expect(deps.reloads).toBe(1);
  });

  it("signed out (the demo, the sign-in page): on the device only", async () => {
    await chooseLanguage("ar", false, deps);
    expect(local.getItem(LANGUAGE_KEY)).toBe("ar");
    expect(deps.saved).toEqual([]);
    expect(deps.reloads).toBe(1);
  });

  it("a choice the server did not take is marked, and the next load saves it", async () => {
    deps.save = () => Promise.reject(new TypeError("Failed to fetch"));
    await chooseLanguage("ar", true, deps);
    expect(local.getItem(UNSAVED_KEY)).toBe("ar");
    expect(deps.reloads).toBe(1);

    const saved: string[] = [];
    deps.save = async (language) => void saved.push(language);
    expect(await syncAccountLanguage("ar", "es", deps)).toEqual({ kind: "save", language: "ar" });
    expect(saved).toEqual(["ar"]);
    expect(local.getItem(UNSAVED_KEY)).toBeNull();
    expect(deps.reloads).toBe(1);
  });
});

describe("following the account on load", () => {
  it("takes the account's language once: remembered, marked for this tab, reloaded", async () => {
    local.setItem(LANGUAGE_KEY, "en");
    expect(await syncAccountLanguage("en", "es", deps)).toEqual({ kind: "take", language: "es" });
    expect(local.getItem(LANGUAGE_KEY)).toBe("es");
    expect(session.getItem(RELOADED_KEY)).toBe("es");
    expect(deps.reloads).toBe(1);
    // The device did not keep it (the page came back in English): no second reload.
    expect(await syncAccountLanguage("en", "es", deps)).toBeNull();
    expect(deps.reloads).toBe(1);
    // Once in it, the mark goes: a later change on another device is followed again.
    expect(await syncAccountLanguage("es", "es", deps)).toBeNull();
    expect(session.getItem(RELOADED_KEY)).toBeNull();
  });

  it("gives the account the device's language when it has none", async () => {
    local.setItem(LANGUAGE_KEY, "ar");
    expect(await syncAccountLanguage("ar", null, deps)).toEqual({ kind: "save", language: "ar" });
    expect(deps.saved).toEqual(["ar"]);
    expect(deps.reloads).toBe(0);
  });

  it("leaves an account with no language alone when the device never chose one", async () => {
    expect(await syncAccountLanguage("en", null, deps)).toBeNull();
    expect(deps.saved).toEqual([]);
  });
});
