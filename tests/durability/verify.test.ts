import { describe, expect, it } from "vitest";
import type { ApiClient } from "./api-client";
import type { StoredStudent } from "./inspect";
import { baselineOf, checkImportClass, checkShuffleClass, emptyFindings } from "./verify";
import { type ShuffledRow, seededRandom, Workload } from "./workload";

// The kill test's checks themselves: they must catch each kind of loss they claim to.
const work = () => new Workload({} as ApiClient, seededRandom(1), 1);
const student = (name: string, over: Partial<StoredStudent> = {}): StoredStudent => ({
  id: name,
  name,
  class_id: "c",
  number: 1,
  color: "Red",
  element: "Fire",
  shape: "Square",
  updated_at: "2026-01-01T00:00:00.000Z",
  ...over,
});
const rows = (marker: string, n: number) =>
  Array.from({ length: n }, (_, i) => student(`${marker} #${i}`));

describe("the import check", () => {
  it("accepts whole imports, confirmed or not, and unconfirmed ones that are absent", () => {
    const w = work();
    w.imports.push({ marker: "A", rows: 3, outcome: "confirmed" });
    w.imports.push({ marker: "B", rows: 2, outcome: "lost" });
    w.imports.push({ marker: "C", rows: 4, outcome: "lost" });
    w.singles.push({ name: "W1", outcome: "confirmed" }, { name: "W2", outcome: "lost" });
    const f = emptyFindings();
    expect(checkImportClass(w, [...rows("A", 3), ...rows("B", 2), student("W1")], f)).toBe(6);
    expect(f.failures).toEqual([]);
    expect(f).toMatchObject({ importsConfirmed: 1, importsCommittedUnanswered: 1 });
    expect(f).toMatchObject({ importsRolledBack: 1, singlesConfirmed: 1, singlesRolledBack: 1 });
  });

  it("flags a partial import, a lost confirmed import or add, and rows nobody wrote", () => {
    const w = work();
    w.imports.push({ marker: "A", rows: 3, outcome: "lost" });
    w.imports.push({ marker: "B", rows: 5, outcome: "confirmed" });
    w.singles.push({ name: "W1", outcome: "confirmed" });
    const f = emptyFindings();
    checkImportClass(w, [...rows("A", 2), ...rows("B", 4), ...rows("X", 1)], f);
    expect(f.partialImports).toBe(2);
    expect(f.rowsLost).toBe(2);
    expect(f.failures).toEqual([
      "import A: 2 of 3 rows stored",
      "import B: 4 of 5 rows stored",
      "confirmed import B: 1 rows lost",
      "confirmed student W1 lost",
      "1 stored rows that no request wrote (X)",
    ]);
  });
});

describe("the shuffle check", () => {
  const options = ["Red", "Yellow", "Green", "Purple"];
  const state = (stamp: string, shift: number): ShuffledRow[] =>
    Array.from({ length: 8 }, (_, i) => ({
      id: `s${i}`,
      number: ((i + shift) % 4) + 1,
      color: options[(i + shift) % 4] ?? null,
      element: ["Fire", "Water", "Earth", "Air"][(i + shift) % 4] ?? null,
      shape: ["Square", "Circle", "Triangle", "Diamond"][(i + shift) % 4] ?? null,
      updated_at: stamp,
    }));
  const stored = (r: ShuffledRow[]) => r.map((x) => ({ ...x, name: x.id, class_id: "c" }));
  const before = baselineOf(state("2026-01-01T00:00:00.000Z", 0));
  const confirmed = state("2026-01-01T00:00:01.000Z", 1);
  const unanswered = state("2026-01-01T00:00:02.000Z", 2);

  it("accepts the last confirmed shuffle, or a whole later one that was in flight", () => {
    const w = work();
    w.shuffles.push({ outcome: "confirmed", result: confirmed }, { outcome: "lost" });
    for (const now of [confirmed, unanswered]) {
      const f = emptyFindings();
      expect(checkShuffleClass(w, before, stored(now), f).stamp).toBe(now[0]?.updated_at);
      expect(f.failures).toEqual([]);
    }
  });

  it("flags a lost confirmed shuffle and a shuffle written in part", () => {
    const w = work();
    w.shuffles.push({ outcome: "confirmed", result: confirmed });
    const lost = emptyFindings();
    checkShuffleClass(w, before, stored(state(before.stamp, 0)), lost);
    expect(lost.rowsLost).toBe(8);
    expect(lost.failures).toHaveLength(1);
    const half = [...confirmed.slice(0, 4), ...unanswered.slice(4)];
    w.shuffles.push({ outcome: "lost" });
    const partial = emptyFindings();
    checkShuffleClass(w, before, stored(half), partial);
    expect(partial.partialShuffles).toBe(1);
    expect(partial.failures).toContain(
      "shuffle class: 2 different update times (a shuffle in part)",
    );
  });
});
