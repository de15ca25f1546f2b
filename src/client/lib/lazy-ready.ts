import { type ComponentType, createElement, lazy, useState } from "react";

/** A screen chunk's loader: one function, so a start-up preload and the screen share its load. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

type Load = { promise: Promise<{ default: ComponentType }>; ready: ComponentType | null };

const loads = new WeakMap<ScreenLoader, Load>();

/**
 * Starts `loader` once (later calls share its promise) and remembers its screen when it
 * arrives, so a `lazyReady` screen of the same loader can render it at once. A failed load is
 * forgotten, so the next call tries again.
 */
export function startLoad(loader: ScreenLoader): Promise<{ default: ComponentType }> {
  const known = loads.get(loader);
  if (known) return known.promise;
  const load: Load = { ready: null, promise: loader() };
  load.promise = load.promise.then(
    (module) => {
      load.ready = module.default;
      return module;
    },
    (error: unknown) => {
      loads.delete(loader);
      throw error;
    },
  );
  loads.set(loader, load);
  return load.promise;
}

/** The screen of `loader` if it has arrived, else null. */
export function loadedScreen(loader: ScreenLoader): ComponentType | null {
  return loads.get(loader)?.ready ?? null;
}

/**
 * `React.lazy` that does not suspend when the chunk is already here. A lazy screen
 * always suspends on its first render, even when a start-up preload has already fetched it, and
 * React reveals what a Suspense boundary was waiting for at most every 300 ms after its last
 * fallback: with the route, the signed-in app and the tab each lazy, a tab painted up to 900 ms
 * after its code and data had arrived. Each mount decides once, so a screen never switches from
 * the lazy path to the direct one under its own state.
 */
export function lazyReady(loader: ScreenLoader): ComponentType {
  const Lazy = lazy(() => startLoad(loader));
  function LazyReady() {
    const [direct] = useState(() => loadedScreen(loader));
    return createElement(direct ?? Lazy);
  }
  return LazyReady;
}
