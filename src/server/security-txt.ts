import type { FastifyInstance } from "fastify";
import { z } from "zod";

/**
 * `/.well-known/security.txt` (RFC 9116): where to report a vulnerability in this server. It is
 * answered only when `SECURITY_CONTACT` names someone (Contact is the one field the RFC
 * requires); otherwise it is a 404 like every other dot path (client-paths.ts).
 */
export const SECURITY_TXT_PATH = "/.well-known/security.txt";

/** The public copy of SECURITY.md this server sends (public-documents.ts). */
export const SECURITY_POLICY_PATH = "/docs/security.md";

/** The languages a report can be written in: the product's own. */
export const SECURITY_LANGUAGES = "en, es, ar";

/** How far ahead Expires is, from the moment of the request: under a year, as RFC 9116 advises. */
export const EXPIRES_DAYS = 364;

const CONTACT = /^(mailto:[^\s@,]+@[^\s@,]+|https:\/\/[^\s,]+)$/;

/**
 * SECURITY_CONTACT: one or more `mailto:` or `https://` addresses, comma-separated, in order of
 * preference (each becomes a Contact line). Unset or empty: no security.txt.
 */
export const securityContactSetting = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const contacts = (value ?? "")
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    const bad = contacts.find((contact) => !CONTACT.test(contact));
    if (bad === undefined) return contacts;
    ctx.addIssue({
      code: "custom",
      message: `"${bad}" must be a mailto: or https:// address (e.g. mailto:security@school.example)`,
    });
    return z.NEVER;
  });

/** The file's text: Contact lines, Expires, Preferred-Languages, then Canonical and Policy. */
export function securityTxt(options: {
  contacts: readonly string[];
  /** PUBLIC_URL's origin, or null when it is unset (then no Canonical and no Policy). */
  publicOrigin: string | null;
  now: Date;
}): string {
  const expires = new Date(options.now.getTime() + EXPIRES_DAYS * 24 * 60 * 60 * 1000);
  expires.setUTCHours(0, 0, 0, 0);
  const lines = [
    ...options.contacts.map((contact) => `Contact: ${contact}`),
    `Expires: ${expires.toISOString()}`,
    `Preferred-Languages: ${SECURITY_LANGUAGES}`,
  ];
  if (options.publicOrigin) {
    lines.push(`Canonical: ${options.publicOrigin}${SECURITY_TXT_PATH}`);
    lines.push(`Policy: ${options.publicOrigin}${SECURITY_POLICY_PATH}`);
  }
  return `${lines.join("\n")}\n`;
}

/** Registers the route when there is a contact; `now` is the clock (tests fix it). */
export function securityTxtRoute(
  app: FastifyInstance,
  options: { contacts: readonly string[]; publicOrigin: string | null; now?: () => Date },
): void {
  if (options.contacts.length === 0) return;
  const now = options.now ?? (() => new Date());
  app.get(SECURITY_TXT_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=86400")
      .send(
        securityTxt({ contacts: options.contacts, publicOrigin: options.publicOrigin, now: now() }),
      ),
  );
}
