import { createElement, Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { lazyReady, loadedScreen, type ScreenLoader, startLoad } from "#src/client/lib/lazy-ready";

/** A loader whose chunk arrives when `arrive` is called (a failure with `fail`). */
function chunk(text: string) {
  let arrive: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  const calls = vi.fn();
  const loader: ScreenLoader = () => {
    calls();
    return new Promise((resolve, reject) => {
      arrive = () => resolve({ default: () => createElement("p", null, text) });
      fail = reject;
    });
  };
  return { loader, calls, arrive: () => arrive(), fail: (e: Error) => fail(e) };
}

const page = (Screen: ReturnType<typeof lazyReady>) =>
  renderToString(createElement(Suspense, { fallback: "Loading..." }, createElement(Screen)));

describe("lazyReady", () => {
  it("shows the fallback while the chunk is on its way", () => {
    const c = chunk("Tab");
    expect(page(lazyReady(c.loader))).toContain("Loading...");
  });

  it("renders a chunk a preload already brought at once, with no fallback in between", async () => {
    const c = chunk("Tab");
    const preload = startLoad(c.loader);
    c.arrive();
    await preload;
    const html = page(lazyReady(c.loader));
    expect(html).toContain("<p>Tab</p>");
    expect(html).not.toContain("Loading...");
  });

  it("a plain React.lazy suspends even then: the reason for lazyReady", async () => {
    const { lazy } = await import("react");
    const c = chunk("Tab");
    const preload = startLoad(c.loader);
    c.arrive();
    await preload;
    const Lazy = lazy(() => startLoad(c.loader));
    expect(page(Lazy)).toContain("Loading...");
  });

  it("loads once for the preload and the screen, and tries again after a failure", async () => {
    const c = chunk("Tab");
    const first = startLoad(c.loader);
    expect(startLoad(c.loader)).toBe(first);
    expect(c.calls).toHaveBeenCalledTimes(1);
    c.fail(new Error("offline"));
    await expect(first).rejects.toThrow("offline");
    expect(loadedScreen(c.loader)).toBeNull();
    const second = startLoad(c.loader);
    expect(second).not.toBe(first);
    expect(c.calls).toHaveBeenCalledTimes(2);
    c.arrive();
    await second;
    expect(loadedScreen(c.loader)).not.toBeNull();
  });
});
