/**
 * The one source of randomness in the domain. Everything random takes a `Random`, so tests can
 * pass a seeded generator and production code the crypto-backed default.
 */
export interface Random {
  /** A uniform integer in [0, maxExclusive). `maxExclusive` is an integer in 1..2^32. */
  int(maxExclusive: number): number;
}

const TWO_32 = 0x1_0000_0000;

function checkBound(maxExclusive: number): void {
  if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > TWO_32) {
    throw new RangeError(`maxExclusive must be an integer in 1..2^32, got ${maxExclusive}`);
  }
}

/**
 * Turns a source of uniform 32-bit words into uniform integers below `maxExclusive` by
 * rejection sampling: words at or above the largest multiple of `maxExclusive` are redrawn, so
 * every result is exactly equally likely (no modulo bias).
 */
function fromWords(nextWord: () => number): Random {
  return {
    int(maxExclusive) {
      checkBound(maxExclusive);
      if (maxExclusive === 1) return 0;
      const limit = TWO_32 - (TWO_32 % maxExclusive);
      for (;;) {
        const word = nextWord();
        if (word < limit) return word % maxExclusive;
      }
    },
  };
}

/** Uniform integers from `globalThis.crypto.getRandomValues`, read in batches for speed. */
export function cryptoRandom(): Random {
  const buffer = new Uint32Array(256);
  let next = buffer.length;
  return fromWords(() => {
    if (next === buffer.length) {
      globalThis.crypto.getRandomValues(buffer);
      next = 0;
    }
    return buffer[next++] as number;
  });
}

/** The default source for production code. */
export const defaultRandom: Random = cryptoRandom();

/** A deterministic generator (mulberry32) for tests and benchmarks. Not for production draws. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return fromWords(() => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  });
}

/** A uniform real number in [0, 1) with 32 bits of resolution. */
export function randomFraction(random: Random): number {
  return random.int(TWO_32) / TWO_32;
}

/** Shuffles `items` in place (Fisher-Yates); every order is equally likely. Returns `items`. */
export function shuffleInPlace<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}

/** A shuffled copy of `items`. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  return shuffleInPlace([...items], random);
}

/** One element chosen uniformly. Throws on an empty list. */
export function pick<T>(items: readonly T[], random: Random): T {
  if (items.length === 0) throw new RangeError("Cannot pick from an empty list");
  return items[random.int(items.length)] as T;
}
