import { deviceLanguage, rememberLanguage } from "./activate";
import { isLocale } from "./locales";

/**
 * The teacher's language kept for the account (docs/product.md#languages): a choice made on one
 * device follows the teacher to the others. The demo (signed out) keeps it on the device only.
 */
export const ACCOUNT_LANGUAGE_URL = "/api/account/language";

/** A choice the account has not taken yet (saving it failed): the next load saves it. */
export const UNSAVED_KEY = "classcharm.language-unsaved";
/** The account's language this tab last reloaded for (per tab): never twice in a row. */
export const RELOADED_KEY = "classcharm.language-reloaded";

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function safely<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

/** What a signed-in load does with the account's language. */
export type OnLoad = { kind: "take"; language: string } | { kind: "save"; language: string } | null;

/**
 * - the device's choice not yet saved for the account: save it (it is the newest choice);
 * - the account has a language other than the page's: take it (once: not again right after a
 *   reload for it, so a device that cannot keep it never reloads in a loop);
 * - the account has none and the device chose one: save the device's.
 */
export function languageOnLoad(state: {
  account: string | null;
  device: string | null;
  active: string;
  unsaved: string | null;
  reloadedFor: string | null;
}): OnLoad {
  const { account, device, active, unsaved, reloadedFor } = state;
  if (device !== null && unsaved === device && account !== device) {
    return { kind: "save", language: device };
  }
  if (isLocale(account)) {
    return account !== active && reloadedFor !== account
      ? { kind: "take", language: account }
      : null;
  }
  return device !== null ? { kind: "save", language: device } : null;
}

/** PUT /api/account/language. */
export async function saveAccountLanguage(language: string): Promise<void> {
  const res = await fetch(ACCOUNT_LANGUAGE_URL, {
    method: "PUT",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ language }),
  });
  if (!res.ok) throw new Error(`The language was not saved (${res.status})`);
}

/** GET /api/account/language: the account's language, null for none. */
export async function fetchAccountLanguage(signal?: AbortSignal): Promise<string | null> {
  const res = await fetch(ACCOUNT_LANGUAGE_URL, { credentials: "include", signal });
  if (!res.ok) throw new Error(`The account's language was not read (${res.status})`);
  const { language } = (await res.json()) as { language: unknown };
  return isLocale(language) ? language : null;
}

export interface LanguageDeps {
  save: (language: string) => Promise<void>;
  reload: () => void;
  local: Store;
  session: Store;
}

const browserDeps = (): LanguageDeps => ({
  save: saveAccountLanguage,
  reload: () => window.location.reload(),
  local: window.localStorage,
  session: window.sessionStorage,
});

/**
 * A language chosen in a menu: remembered on the device, saved for the account when signed in,
 * then the page reloads in it (every screen reads the new catalogue from the start). A choice
 * the account could not take (offline) is marked, and saved by the next load.
 */
export async function chooseLanguage(
  language: string,
  signedIn: boolean,
  deps: LanguageDeps = browserDeps(),
): Promise<void> {
  rememberLanguage(language);
  if (signedIn) {
    safely(() => deps.local.setItem(UNSAVED_KEY, language), undefined);
    try {
      await deps.save(language);
      safely(() => deps.local.removeItem(UNSAVED_KEY), undefined);
    } catch {
      // Kept as unsaved: the next signed-in load saves it.
    }
  }
  deps.reload();
}

/** On a signed-in load: follow the account's language, or give it the device's. */
export async function syncAccountLanguage(
  active: string,
  account: string | null,
  deps: LanguageDeps = browserDeps(),
): Promise<OnLoad> {
  const unsaved = safely(() => deps.local.getItem(UNSAVED_KEY), null);
  const reloadedFor = safely(() => deps.session.getItem(RELOADED_KEY), null);
  const next = languageOnLoad({ account, device: deviceLanguage(), active, unsaved, reloadedFor });
  if (account === active) safely(() => deps.session.removeItem(RELOADED_KEY), undefined);
  if (unsaved !== null && unsaved === account) {
    safely(() => deps.local.removeItem(UNSAVED_KEY), undefined);
  }
  if (next?.kind === "take") {
    rememberLanguage(next.language);
    safely(() => deps.session.setItem(RELOADED_KEY, next.language), undefined);
    deps.reload();
  } else if (next?.kind === "save") {
    await deps.save(next.language);
    safely(() => deps.local.removeItem(UNSAVED_KEY), undefined);
  }
  return next;
}
