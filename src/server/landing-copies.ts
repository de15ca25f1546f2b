import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply } from "fastify";
import type { AppOrigins } from "./security/app-origins";

// The prerender writes each alternate page's address as a path (landing-document.tsx): it
// cannot know where the server is reached. Search engines want the whole address.
const ALTERNATE = /(<link rel="alternate" hreflang="[^"]+" href=")(\/[^"]*)(")/g;

/**
 * A landing page with its alternate pages' addresses made absolute, on the server's public
 * address (`PUBLIC_URL`, the one e-mails link to): `href="/es/"` ->
 * `href="https://classcharm.example.org/es/"`.
 */
export function absoluteAlternates(html: string, publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, "");
  return html.replace(ALTERNATE, (_all, start: string, path: string, end: string) => {
    return `${start}${base}${path}${end}`;
  });
}

/**
 * The public address pages name themselves by: `PUBLIC_URL` when it is set (the one e-mails
 * link to); without it, the address the request came to when it is one the server answers on
 * (as sign-in's links do, security/app-origins.ts), else `fallback` (`http://localhost:<port>`).
 */
export function publicBaseFor(
  site: { publicUrl: string; origins: AppOrigins },
  host: string | undefined,
): string {
  if (site.origins.configured !== null) return site.publicUrl;
  const sentTo = host?.trim().toLowerCase();
  return sentTo && site.origins.hosts.includes(sentTo) ? `http://${sentTo}` : site.publicUrl;
}

type Encoding = "br" | "gzip" | "identity";

/** The encoding to send: brotli, else gzip, when the browser takes it (`q=0` refuses one). */
export function encodingFor(acceptEncoding: string | undefined): Encoding {
  const taken = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, ...params]) => !params.some((p) => /^\s*q=0(?:\.0*)?\s*$/.test(p)))
      .map(([name = ""]) => name.trim().toLowerCase()),
  );
  if (taken.has("br")) return "br";
  if (taken.has("gzip") || taken.has("*")) return "gzip";
  return "identity";
}

/**
 * The landing pages as sent: read once from the build, their alternates made absolute, and
 * each encoding made on first use and kept (a handful of pages, a few tens of KB each).
 */
export function landingCopies(clientDir: string) {
  // By public address too: without PUBLIC_URL, one per address the server answers on.
  const copies = new Map<string, { body: Buffer; etag: string }>();
  const copy = (file: string, base: string, encoding: Encoding) => {
    const key = `${encoding} ${base} ${file}`;
    const kept = copies.get(key);
    if (kept) return kept;
    const html = Buffer.from(
      absoluteAlternates(readFileSync(resolve(clientDir, file), "utf8"), base),
    );
    const body =
      encoding === "br"
        ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : encoding === "gzip"
          ? gzipSync(html, { level: 9 })
          : html;
    const hash = createHash("sha256").update(html).digest("base64url").slice(0, 22);
    const made = { body, etag: `"${hash}-${encoding}"` };
    copies.set(key, made);
    return made;
  };

  /**
   * Sends a landing page of the build in the encoding the browser takes best; a browser that
   * has this very copy (If-None-Match) gets 304.
   */
  return function sendCopy(
    reply: FastifyReply,
    file: string,
    base: string,
    headers: { acceptEncoding: string | undefined; ifNoneMatch: string | undefined },
  ) {
    const encoding = encodingFor(headers.acceptEncoding);
    const { body, etag } = copy(file, base, encoding);
    reply.header("etag", etag);
    if (headers.ifNoneMatch?.split(",").some((tag) => tag.trim() === etag)) {
      return reply.code(304).send();
    }
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply.type("text/html; charset=utf-8").send(body);
  };
}
