import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { prefetchTab, tabReads } from "#src/client/app/tab-prefetch";
import { type DataSource, queryKeys } from "#src/client/data/source";
import type { TABS } from "#src/client/lib/tab-routes";

/** A source that records each read and answers it with its name. */
function recordingSource() {
  const calls: string[] = [];
  const read =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push([name, ...args].join(" "));
      return Promise.resolve(name);
    };
  const source = new Proxy({ kind: "server", userId: "t1" } as Record<string, unknown>, {
    get: (target, key: string) => (key in target ? target[key] : read(key)),
  }) as unknown as DataSource;
  return { source, calls };
}

const DAY = "2026-11-25";

describe("tabReads: what each tab reads as it opens, under the hooks' keys", () => {
  it("a class tab reads the class list and the chosen class's data together", () => {
    const { source } = recordingSource();
    const keys = (tab: (typeof TABS)[number]) =>
      tabReads(tab, source, "c1", DAY).map((r) => JSON.stringify(r.queryKey));
    const k = (key: readonly unknown[]) => JSON.stringify(key);
    expect(keys("students")).toEqual([
      k(queryKeys.classes("t1")),
      k(queryKeys.students("c1")),
      k(queryKeys.attendance("c1", DAY)),
      k(queryKeys.settings("t1")),
      k(queryKeys.preferences("t1")),
    ]);
    expect(keys("groups")).toEqual(
      expect.arrayContaining([
        k(queryKeys.groupRules("c1")),
        k(queryKeys.groupings("c1")),
        k(queryKeys.groupSettings("c1")),
      ]),
    );
    expect(keys("seating")).toEqual([
      k(queryKeys.classes("t1")),
      k(queryKeys.students("c1")),
      k(queryKeys.attendance("c1", DAY)),
      k(queryKeys.rooms("c1")),
      k(queryKeys.groupRules("c1")),
      k(queryKeys.seatNeeds("c1")),
    ]);
    expect(keys("randomizer")).toEqual(
      expect.arrayContaining([k(queryKeys.history("c1")), k(queryKeys.wheelSettings("c1"))]),
    );
    expect(keys("settings")).toEqual([
      k(queryKeys.classes("t1")),
      k(queryKeys.settings("t1")),
      k(queryKeys.preferences("t1")),
    ]);
    for (const tab of ["home", "classes", "useful"] as const) {
      expect(keys(tab)).toEqual([k(queryKeys.classes("t1"))]);
    }
  });

  it("with no class chosen, a class tab reads only the class list", () => {
    const { source } = recordingSource();
    for (const tab of ["students", "groups", "seating", "randomizer"] as const) {
      expect(tabReads(tab, source, null, DAY).map((r) => r.queryKey)).toEqual([
        queryKeys.classes("t1"),
      ]);
    }
  });

  it("prefetchTab starts every read at once, each the read its hook makes", async () => {
    const { source, calls } = recordingSource();
    // As the app's (docs/product.md#limits): answers never go stale.
    const client = new QueryClient({
      defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
    });
    prefetchTab(client, source, "randomizer", "c1");
    // All started synchronously, before any answer.
    expect(calls).toEqual(
      expect.arrayContaining([
        "listClasses",
        "listStudents c1",
        "listHistory c1",
        "getWheelSettings c1",
      ]),
    );
    expect(calls.some((c) => c.startsWith("getAttendance c1 "))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.getQueryData(queryKeys.students("c1"))).toBe("listStudents");
    // A read the cache already holds is not made again.
    calls.length = 0;
    prefetchTab(client, source, "randomizer", "c1");
    expect(calls).toEqual([]);
  });
});
