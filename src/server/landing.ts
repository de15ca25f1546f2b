import { SECURE_COOKIE_PREFIX, SESSION_COOKIE } from "./auth/cookie-names";

/** The prerendered landing page in the built client (written by the Vite build). */
export const LANDING_FILE = "landing.html";

/**
 * The landing page with a notice (the prerender writes one per notice, docs/decisions/0035):
 * where Sign Out (`/?signed-out`) and an account deletion (`/?deleted`) land, so that the page
 * says what happened, with no script. By the query's first notice name, else the plain page.
 */
export function landingFileFor(url: string): string {
  const query = url.includes("?") ? url.slice(url.indexOf("?") + 1) : "";
  const params = new URLSearchParams(query);
  const notice = LANDING_NOTICES.find((name) => params.has(name));
  return notice ? `landing-${notice}.html` : LANDING_FILE;
}

/** The notices of the landing page (the client's landing-notice.tsx says their words). */
const LANDING_NOTICES = ["signed-out", "deleted"] as const;

/** The prerendered pages of the notices. */
export const LANDING_NOTICE_FILES = LANDING_NOTICES.map((notice) => `landing-${notice}.html`);

/** The addresses that show the landing page to a signed-out visitor (docs/product.md#routes). */
export const LANDING_PATHS: ReadonlySet<string> = new Set(["/", "/home"]);

// Better Auth's session cookie with our prefix (auth/cookie-names.ts), `__Host-` over https.
const SESSION_COOKIE_SET = new RegExp(
  `(?:^|;)\\s*(?:__Secure-|${SECURE_COOKIE_PREFIX})?${SESSION_COOKIE.replaceAll(".", "\\.")}=[^;\\s]`,
);

/**
 * Whether the request carries a session cookie at all. Not whether the session is valid: a
 * stale cookie gets the single-page app, which checks and shows its own landing page.
 */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && SESSION_COOKIE_SET.test(cookieHeader);
}

/**
 * The cookie that keeps a visitor's language for the landing page (docs/product.md#languages):
 * set by the server when a language's page is chosen (`/es/`, `/ar/`, `/?lang=en`), and by the
 * app when the teacher chooses one in a menu, so `/` and the pages after Sign Out speak it.
 */
export const LANGUAGE_COOKIE = "classcharm-language";

const SOURCE_LANGUAGE = "en";
const baseOf = (tag: string) => tag.toLowerCase().split(/[-_]/)[0] ?? "";

/** The Accept-Language header's languages, most wanted first (`q=0` ones left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== "" && entry.tag !== "*" && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The first of the wanted languages the app speaks (same tag, else same base language). */
function matchLanguage(wanted: readonly string[], languages: readonly string[]): string | null {
  for (const tag of wanted) {
    const exact = languages.find((code) => code.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const base = languages.find((code) => baseOf(code) === baseOf(tag));
    if (base) return base;
  }
  return null;
}

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of header?.split(";") ?? []) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return null;
}

/** `/es/` (or `/es`) -> "es", for a language of the app other than English; else null. */
export function languageOfPath(path: string, languages: readonly string[]): string | null {
  const match = /^\/([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)\/?$/.exec(path);
  const code = match?.[1];
  return code && code !== SOURCE_LANGUAGE && languages.includes(code) ? code : null;
}

export interface LandingChoice {
  language: string;
  /** The language was chosen (its page's address, `?lang=`): remember it in the cookie. */
  chosen: boolean;
}

/**
 * The language of the landing page to send: the address's (`/es/`), else `?lang=`, else the
 * language this browser chose before (the cookie), else the first the browser asks for that the
 * app speaks (a first visit), else English.
 */
export function landingLanguage(
  request: { url: string; cookie: string | undefined; acceptLanguage: string | undefined },
  languages: readonly string[],
): LandingChoice {
  const [path = "", query = ""] = request.url.split("?", 2);
  const fromPath = languageOfPath(path, languages);
  if (fromPath) return { language: fromPath, chosen: true };
  const asked = new URLSearchParams(query).get("lang");
  if (asked && languages.includes(asked)) return { language: asked, chosen: true };
  return { language: deviceLanguage(request, languages), chosen: false };
}

/**
 * The language this device speaks to the app, as the server can tell: the one it chose before
 * (the cookie, which the landing page and the app's language menus set), else the first the
 * browser asks for that the app speaks, else English. The landing page at `/` and the app's
 * pages answer in it.
 */
export function deviceLanguage(
  request: { cookie: string | undefined; acceptLanguage: string | undefined },
  languages: readonly string[],
): string {
  const kept = cookieValue(request.cookie, LANGUAGE_COOKIE);
  if (kept && languages.includes(kept)) return kept;
  const accepted = matchLanguage(acceptedLanguages(request.acceptLanguage), languages);
  return accepted ?? SOURCE_LANGUAGE;
}

/** The prerendered file of a language's landing page (English's at the top, others' in a folder). */
export function landingFileIn(language: string, url: string): string {
  const file = landingFileFor(url);
  return language === SOURCE_LANGUAGE ? file : `${language}/${file}`;
}

/** The Set-Cookie value that keeps a chosen language for a year. */
export function languageCookie(language: string, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}
