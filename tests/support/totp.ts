import { createHmac } from "node:crypto";

/**
 * An authenticator app's code (RFC 6238: HMAC-SHA1, 30 s steps, 6 digits), computed here from the
 * `otpauth://` address the set-up shows (its base32 `secret`), so the tests check Better Auth's
 * codes against the standard rather than against itself.
 */
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function fromBase32(text: string): Buffer {
  const clean = text.replace(/=+$/, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const index = BASE32.indexOf(ch);
    if (index < 0) throw new Error(`not base32: ${ch}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The base32 key of an `otpauth://totp/...?secret=...` address (or the key itself). */
export function keyOf(uriOrKey: string): string {
  if (!uriOrKey.startsWith("otpauth://")) return uriOrKey.replace(/\s+/g, "");
  const secret = new URL(uriOrKey).searchParams.get("secret");
  if (!secret) throw new Error("no secret in the address");
  return secret;
}

/** The 6-digit code for `uriOrKey` at `at` (ms), `stepOffset` periods later or earlier. */
export function totpCode(uriOrKey: string, at = Date.now(), stepOffset = 0): string {
  const key = fromBase32(keyOf(uriOrKey));
  const counter = Math.floor(at / 1000 / 30) + stepOffset;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hmac = createHmac("sha1", key).update(message).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, "0");
}

/** A code that is certainly wrong now (not the code of this, the last or the next period). */
export function wrongCode(uriOrKey: string, at = Date.now()): string {
  const near = new Set([-1, 0, 1].map((o) => totpCode(uriOrKey, at, o)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, "0");
    if (!near.has(code)) return code;
  }
}
