import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Secrets at rest: Google's access and refresh tokens, and the OAuth state cookie,
 * are sealed with AES-256-GCM under a key derived (HKDF-SHA256) from the server's auth secret, a
 * fresh 96-bit nonce each time, and "additional data" naming what and whose the value is (a
 * token copied to another teacher's row, or a state cookie used as a token, does not open).
 * Text form: `v1.<nonce>.<ciphertext>.<tag>`, base64url. Losing the secret loses the tokens:
 * teachers connect again.
 */
const VERSION = "v1";

export function sealingKey(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "classcharm", "google-classroom tokens v1", 32));
}

export function seal(key: Buffer, plain: string, context: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, nonce, body, cipher.getAuthTag()]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The plain text, or null when the value was not sealed by this key for this context. */
export function unseal(key: Buffer, sealed: string, context: string): string | null {
  const [version, nonce, body, tag] = sealed.split(".");
  if (version !== VERSION || !nonce || body === undefined || !tag) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonce, "base64url"), {
      authTagLength: 16,
    });
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([
      decipher.update(Buffer.from(body, "base64url")),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return null;
  }
}
