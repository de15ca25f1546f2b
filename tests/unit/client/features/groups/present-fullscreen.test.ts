import { describe, expect, it } from "vitest";
import {
  enterFullscreen,
  leaveFullscreen,
} from "#src/client/features/groups/present/present-fullscreen";

/** A document whose full-screen request is granted only when the test says so. */
function slowDocument() {
  let grant: () => void = () => undefined;
  const doc = {
    fullscreenElement: null as object | null,
    exits: 0,
    documentElement: {
      requestFullscreen: () =>
        new Promise<void>((resolve) => {
          grant = () => {
            doc.fullscreenElement = doc.documentElement;
            resolve();
          };
        }),
    },
    exitFullscreen: async () => {
      doc.exits++;
      doc.fullscreenElement = null;
    },
  };
  return { doc, grant: () => grant() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the projector view's full screen", () => {
  it("a view closed before the browser granted full screen leaves it once granted", async () => {
    const { doc, grant } = slowDocument();
    enterFullscreen(doc as unknown as Document);
    leaveFullscreen(doc as unknown as Document);
    expect(doc.exits).toBe(0);
    grant();
    await flush();
    expect(doc.fullscreenElement).toBeNull();
    expect(doc.exits).toBe(1);
  });

  it("a view still open stays in full screen, and closing it leaves", async () => {
    const { doc, grant } = slowDocument();
    enterFullscreen(doc as unknown as Document);
    grant();
    await flush();
    expect(doc.fullscreenElement).not.toBeNull();
    leaveFullscreen(doc as unknown as Document);
    await flush();
    expect(doc.fullscreenElement).toBeNull();
    expect(doc.exits).toBe(1);
  });

  it("a refused request changes nothing", async () => {
    const doc = {
      fullscreenElement: null,
      documentElement: { requestFullscreen: () => Promise.reject(new TypeError("refused")) },
      exitFullscreen: async () => undefined,
    };
    enterFullscreen(doc as unknown as Document);
    await flush();
    leaveFullscreen(doc as unknown as Document);
    expect(doc.fullscreenElement).toBeNull();
  });
});
