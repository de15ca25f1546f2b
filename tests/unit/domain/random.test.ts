import { afterEach, describe, expect, it, vi } from "vitest";
import { cryptoRandom, pick, randomFraction, seededRandom, shuffled } from "#src/domain/random";
import { chiSquareCritical, chiSquareUniform } from "../../support/domain";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("seededRandom", () => {
  it("repeats the same sequence for the same seed and differs for another", () => {
    const draw = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 20 }, () => random.int(1000));
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it("stays in range and is uniform", () => {
    const random = seededRandom(7);
    const counts = new Array<number>(7).fill(0);
    for (let i = 0; i < 70_000; i++) {
      const x = random.int(7);
      counts[x] = (counts[x] ?? 0) + 1;
    }
    expect(counts).toHaveLength(7);
    expect(chiSquareUniform(counts)).toBeLessThan(chiSquareCritical(6));
  });

  it("rejects bounds that are not integers in 1..2^32", () => {
    const random = seededRandom(1);
    expect(() => random.int(0)).toThrow(RangeError);
    expect(() => random.int(2.5)).toThrow(RangeError);
    expect(() => random.int(2 ** 32 + 1)).toThrow(RangeError);
    expect(random.int(1)).toBe(0);
  });
});

describe("cryptoRandom", () => {
  it("draws from crypto.getRandomValues and rejects words in the biased tail", () => {
    // For a bound of 3 the largest multiple of 3 below 2^32 is 2^32 - 1, so 0xFFFFFFFF must be
    // redrawn: taking it modulo 3 would favour 0.
    vi.spyOn(globalThis.crypto, "getRandomValues").mockImplementation(<T>(array: T) => {
      const words = array as unknown as Uint32Array;
      words.fill(4);
      words[0] = 0xffffffff;
      words[1] = 0xfffffffe;
      words[2] = 5;
      return array;
    });
    const random = cryptoRandom();
    expect(random.int(3)).toBe(0xfffffffe % 3);
    expect(random.int(3)).toBe(2);
    expect(random.int(3)).toBe(1);
  });

  it("is uniform over a bound that does not divide 2^32", () => {
    const random = cryptoRandom();
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i++) {
      const x = random.int(6);
      counts[x] = (counts[x] ?? 0) + 1;
    }
    // Not seeded: a generous bound (p ≈ 1e-9) keeps this from flaking.
    expect(chiSquareUniform(counts)).toBeLessThan(50);
  });
});

describe("helpers", () => {
  it("shuffled returns a permutation and every order of 3 comes out evenly", () => {
    const random = seededRandom(3);
    const seen = new Map<string, number>();
    for (let i = 0; i < 6000; i++) {
      const order = shuffled(["a", "b", "c"], random).join("");
      seen.set(order, (seen.get(order) ?? 0) + 1);
    }
    expect([...seen.keys()].sort()).toEqual(["abc", "acb", "bac", "bca", "cab", "cba"]);
    expect(chiSquareUniform([...seen.values()])).toBeLessThan(chiSquareCritical(5));
  });

  it("pick chooses an element and refuses an empty list", () => {
    const random = seededRandom(5);
    expect(["x", "y"]).toContain(pick(["x", "y"], random));
    expect(() => pick([], random)).toThrow(RangeError);
  });

  it("randomFraction is in [0, 1)", () => {
    const random = seededRandom(9);
    const xs = Array.from({ length: 1000 }, () => randomFraction(random));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});
