import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { PIN_TRIES, PIN_WINDOW_MINUTES } from "#src/domain/schemas/substitutes";
import type { CounterStore } from "#src/server/security/rate-limit-store";

/**
 * A substitute link's PIN (docs/decisions/0059-substitute-links.md): six digits, so a fast hash
 * of the million possible PINs protects nothing. Stored as `scrypt$<salt>$<hash>` (random
 * 16-byte salt, base64url), compared in constant time; wrong tries are counted per link in the
 * shared rate-limit counters, so the limit holds across server instances.
 */
const KEY_LENGTH = 32;

function derive(pin: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(pin, salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(pin, salt);
  return `scrypt$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

export async function pinMatches(pin: string, stored: string): Promise<boolean> {
  const [kind, salt, hash] = stored.split("$");
  if (kind !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(pin, Buffer.from(salt, "base64url"));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const WINDOW_MS = PIN_WINDOW_MINUTES * 60_000;
/** A right PIN is remembered this long per link, so each request needs no new scrypt. */
const REMEMBER_MS = 10 * 60_000;
const REMEMBERED_MAX = 10_000;

export type PinCheck = "right" | "wrong" | { tooMany: number };

/**
 * Checks PINs of links with the wrong tries limited per link: PIN_TRIES wrong ones in a
 * PIN_WINDOW_MINUTES window (fixed, aligned to the clock as every shared counter is) and the
 * link takes no more tries, right or wrong, until the window ends (`tooMany`: seconds left).
 * One check per link at a time in this instance, so parallel guesses can't all read the count
 * before any is added; across instances, at most one more try each.
 */
export function pinChecker(store: CounterStore, now: () => number = Date.now) {
  const remembered = new Map<string, number>();
  const queues = new Map<string, Promise<unknown>>();

  const memo = (linkId: string, stored: string, pin: string) =>
    createHash("sha256").update(`${linkId}\n${stored}\n${pin}`).digest("hex");

  async function check(linkId: string, stored: string, pin: string): Promise<PinCheck> {
    const at = now();
    const window = Math.floor(at / WINDOW_MS);
    const key = `substitute-pin:${linkId}:${window}`;
    const expiresAt = (window + 1) * WINDOW_MS + 60_000;
    const retryAfter = Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - at) / 1000));
    const tries = (await store.add([{ key, delta: 0, expiresAt }])).get(key) ?? 0;
    if (tries >= PIN_TRIES) return { tooMany: retryAfter };
    const known = memo(linkId, stored, pin);
    const until = remembered.get(known);
    if (until !== undefined && until > at) return "right";
    if (await pinMatches(pin, stored)) {
      if (remembered.size >= REMEMBERED_MAX) remembered.clear();
      remembered.set(known, at + REMEMBER_MS);
      return "right";
    }
    await store.add([{ key, delta: 1, expiresAt }]);
    return "wrong";
  }

  return (linkId: string, stored: string, pin: string): Promise<PinCheck> => {
    const before = queues.get(linkId) ?? Promise.resolve();
    const mine = before.then(
      () => check(linkId, stored, pin),
      () => check(linkId, stored, pin),
    );
    queues.set(linkId, mine);
    const forget = () => {
      if (queues.get(linkId) === mine) queues.delete(linkId);
    };
    mine.then(forget, forget);
    return mine;
  };
}
