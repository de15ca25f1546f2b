import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { FastifyInstance } from "fastify";

/**
 * The documents a school reviews before approving the app (privacy, accessibility, security),
 * sent as plain text from the repository's own markdown at stable addresses, so the landing
 * page's footer can link to the copy that matches the running version. Each file is read once,
 * at start-up, from `root` (the repository, where `npm start` runs); one that is missing there
 * is not served (a 404, like any other missing file).
 */
export const PUBLIC_DOCUMENTS = {
  "/docs/privacy.md": "docs/privacy.md",
  "/docs/accessibility.md": "docs/accessibility.md",
  "/docs/security.md": "SECURITY.md",
} as const;

export type PublicDocumentPath = keyof typeof PUBLIC_DOCUMENTS;

export function publicDocumentRoutes(app: FastifyInstance, root: string): void {
  for (const [path, file] of Object.entries(PUBLIC_DOCUMENTS)) {
    const full = resolve(root, file);
    if (!existsSync(full)) continue;
    const text = readFileSync(full, "utf8");
    app.get(path, { schema: { hide: true } }, (_request, reply) =>
      // Plain text: every browser shows it as it is (text/markdown is downloaded by some).
      reply.type("text/plain; charset=utf-8").header("cache-control", "no-cache").send(text),
    );
  }
}
