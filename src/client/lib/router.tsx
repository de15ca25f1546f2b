import {
  type ComponentPropsWithRef,
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { type BaseLocationHook, Router } from "wouter";
// Importing it patches history.pushState/replaceState to send "pushState"/"replaceState" events.
import { navigate as writeHistory } from "wouter/use-browser-location";
import { hasUnsavedEdits, leaveUnsavedEdits } from "./unsaved-edits";

/**
 * The app's router (docs/decisions/0026): wouter matches the routes (`Switch`, `Route`,
 * `useParams` from "wouter"), and this module keeps what the app relied on in React Router 7:
 * - the address is React state changed in a transition (a tab switch renders without blocking
 *   input, and a screen already shown stays until the next one is ready);
 * - `location.state` and `location.key` ("default" on the entry the app was opened on, so Back
 *   on a print view knows whether there is a screen of ours to go back to);
 * - React Router's matching: case-insensitive, any trailing slashes, `/x/*` matches `/x` too;
 * - `<Link>`: the caller's onClick first, modified clicks and other targets left to the
 *   browser, and a link to the address already shown replaces it instead of adding an entry.
 * Addresses given to it are absolute (`/classes`, `/auth?mode=signUp`).
 */

export type Location = {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
};
export type NavigateOptions = { replace?: boolean; state?: unknown };

/** What this module writes as `history.state` (React Router's shape, so old entries still read). */
type Entry = { usr?: unknown; key?: string } | null;

/** The location of a URL and its `history.state`. */
export function locationOf(url: { pathname: string; search: string; hash: string }, entry: Entry) {
  const { pathname, search, hash } = url;
  const state = entry?.usr ?? null;
  return { pathname, search, hash, state, key: entry?.key ?? "default" } satisfies Location;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** Goes to `to` (an absolute address), adding a history entry unless `replace`. */
export function navigateTo(to: string, { replace = false, state = null }: NavigateOptions = {}) {
  writeHistory(to, { replace, state: { usr: state, key: newKey() } });
}

/** Whether a link to `to` points at the address already shown (path, query and hash). */
export function isCurrent(here: Location, to: string): boolean {
  return `${here.pathname}${here.search}${here.hash}` === to;
}

/** The address with its query replaced by `params` (none: no `?`). */
export function withSearch(pathname: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * A route pattern as React Router reads it (wouter's `parser`): static segments and `:name`
 * parameters, a final `/*` matching the rest or nothing, any trailing slashes, any case.
 */
export function parsePattern(route: string): { pattern: RegExp; keys: string[] } {
  if (route === "*" || route === "/*") return { pattern: /^(.*)$/, keys: ["*"] };
  const keys: string[] = [];
  const wild = route.endsWith("/*");
  const source = (wild ? route.slice(0, -2) : route)
    .replace(/\/+$/, "")
    .replace(/[\\.*+^${}|()[\]?]/g, "\\$&")
    .replace(/\/:([\w-]+)/g, (_, key: string) => {
      keys.push(key);
      return "/([^\\/]+)";
    });
  if (wild) keys.push("*");
  return { pattern: new RegExp(`^${source}${wild ? "(?:\\/(.+)|\\/*)$" : "\\/*$"}`, "i"), keys };
}

const read = (): Location => locationOf(window.location, window.history.state as Entry);

const Here = createContext<Location | null>(null);

/** The current location (React state: it changes in a transition, as React Router's did). */
export function useLocation(): Location {
  const here = useContext(Here);
  if (!here) throw new Error("useLocation() outside <BrowserRouter>");
  return here;
}

// wouter's location hooks, reading the same state, so its routes change with the rest.
const usePathname: BaseLocationHook = () => [useLocation().pathname, navigateTo];
const useSearch = () => useLocation().search;

const CHANGES = ["popstate", "pushState", "replaceState", "hashchange"] as const;

/** The browser's address as React state, for everything below it. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [here, setHere] = useState(read);
  const shown = useRef(here);
  shown.current = here;
  useLayoutEffect(() => {
    const update = (event?: Event) => {
      // Back or Forward away from a form's unsaved input: the address shown is put back, and
      // the move is made again once the teacher chose to discard (lib/unsaved-edits.ts).
      if (event?.type === "popstate" && hasUnsavedEdits()) {
        const left = shown.current;
        writeHistory(`${left.pathname}${left.search}${left.hash}`, {
          state: { usr: left.state, key: left.key },
        });
        void leaveUnsavedEdits().then((ok) => ok && window.history.back());
        return;
      }
      startTransition(() => {
        const next = read();
        setHere((prev) =>
          isCurrent(prev, `${next.pathname}${next.search}${next.hash}`) && prev.key === next.key
            ? prev
            : next,
        );
      });
    };
    update();
    for (const change of CHANGES) window.addEventListener(change, update);
    return () => {
      for (const change of CHANGES) window.removeEventListener(change, update);
    };
  }, []);
  return (
    <Here.Provider value={here}>
      <Router hook={usePathname} searchHook={useSearch} parser={parsePattern}>
        {children}
      </Router>
    </Here.Provider>
  );
}

type NavigateFn = (to: string | number, options?: NavigateOptions) => void;

/** `navigate("/auth", { replace: true })`, `navigate(-1)` (history.go). Stable. */
export function useNavigate(): NavigateFn {
  return useCallback<NavigateFn>((to, options) => {
    if (typeof to === "number") window.history.go(to);
    else navigateTo(to, options);
  }, []);
}

/** Goes to `to` once rendered (and again if `to` changes while it stays). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  useEffect(() => navigateTo(to, { replace, state }), [to, replace, state]);
  return null;
}

type SetSearchParams = (
  next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams),
  options?: NavigateOptions,
) => void;

/** The query of the current address, and a setter that keeps the path (and drops the hash). */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { pathname, search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback<SetSearchParams>(
    (next, options) => {
      const value = typeof next === "function" ? next(new URLSearchParams(params)) : next;
      navigateTo(withSearch(pathname, value), options);
    },
    [pathname, params],
  );
  return [params, set];
}

type LinkProps = Omit<ComponentPropsWithRef<"a">, "href"> & {
  to: string;
  replace?: boolean;
  state?: unknown;
};

/** A link within the app: an `<a href>` whose plain left click navigates without a reload. */
export function Link({ to, replace, state, onClick, ...props }: LinkProps) {
  const here = useLocation();
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
        const elsewhere = props.target !== undefined && props.target !== "_self";
        const inPage = event.button === 0 && !modified && !elsewhere;
        // A form holds unsaved input: asked first; the link does its part once discarded.
        if (inPage && !isCurrent(here, to) && hasUnsavedEdits()) {
          event.preventDefault();
          void leaveUnsavedEdits().then((ok) => {
            if (!ok) return;
            onClick?.(event);
            navigateTo(to, { state });
          });
          return;
        }
        onClick?.(event);
        if (event.defaultPrevented || !inPage) return;
        event.preventDefault();
        navigateTo(to, { replace: replace ?? isCurrent(here, to), state });
      }}
    />
  );
}
