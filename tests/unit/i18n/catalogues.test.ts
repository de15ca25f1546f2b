import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatter } from "@lingui/format-po";
import { afterAll, describe, expect, it } from "vitest";

// Every language is one catalogue, src/locales/<code>.po (README, "Adding a language"). The
// catalogues must hold exactly the messages the code uses, each one translated.
const LOCALES_DIR = "src/locales";
const SOURCE = "en";
const po = formatter({ lineNumbers: false, origins: true });
const codes = readdirSync(LOCALES_DIR)
  .filter((name) => name.endsWith(".po"))
  .map((name) => name.slice(0, -3))
  .sort();

type Entries = Map<string, string>;

async function entries(dir: string, locale: string): Promise<Entries> {
  const filename = join(dir, `${locale}.po`);
  const catalog = await po.parse(readFileSync(filename, "utf8"), {
    locale,
    sourceLocale: SOURCE,
    filename,
  });
  return new Map(
    Object.values(catalog)
      .filter((message) => !message.obsolete)
      .map((message) => [message.message ?? "", message.translation ?? ""]),
  );
}

/** The code's messages, extracted as `npm run i18n:extract` does, into a copy of the catalogues. */
function extractIntoCopy(): string {
  const copy = mkdtempSync(join(tmpdir(), "classcharm-catalogues-"));
  cpSync(LOCALES_DIR, copy, { recursive: true });
  const run = spawnSync(
    process.execPath,
    ["node_modules/@lingui/cli/dist/lingui.js", "extract", "--clean"],
    // jiti (which reads lingui.config.ts) keeps no compiled copy in the temp folder.
    { encoding: "utf8", env: { ...process.env, LINGUI_CATALOGUES: copy, JITI_FS_CACHE: "false" } },
  );
  if (run.status !== 0) throw new Error(`lingui extract failed:\n${run.stdout}\n${run.stderr}`);
  return copy;
}

describe("the message catalogues", () => {
  let copy = "";
  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it("offer English, Spanish and Arabic", () => {
    expect(codes).toEqual(expect.arrayContaining(["ar", "en", "es"]));
  });

  it("hold every message the code uses and none it does not (npm run i18n:extract)", async () => {
    copy = extractIntoCopy();
    for (const code of codes) {
      const stored = await entries(LOCALES_DIR, code);
      const extracted = await entries(copy, code);
      const missing = [...extracted.keys()].filter((id) => !stored.has(id));
      const unused = [...stored.keys()].filter((id) => !extracted.has(id));
      expect(missing, `${code}.po lacks messages the code uses`).toEqual([]);
      expect(unused, `${code}.po has messages no code uses`).toEqual([]);
    }
  }, 300_000);

  it.each(codes.filter((code) => code !== SOURCE))("translate every message: %s", async (code) => {
    const untranslated = [...(await entries(LOCALES_DIR, code))]
      .filter(([, translation]) => translation.trim() === "")
      .map(([message]) => message);
    expect(untranslated, `${code}.po leaves these untranslated`).toEqual([]);
  });

  it.each(codes)("keep each message's placeholders: %s", async (code) => {
    // A placeholder is `{name}` or `{name, plural, ...}`; a plural's branch (`one {Pick recorded}`)
    // is words, not a placeholder.
    const placeholders = (text: string) =>
      [...text.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]).sort();
    const changed = [...(await entries(LOCALES_DIR, code))]
      .filter(([, translation]) => translation !== "")
      .filter(([message, translation]) => {
        const want = new Set(placeholders(message));
        return (
          placeholders(translation).some((name) => !want.has(name)) ||
          [...want].some((name) => !placeholders(translation).includes(name))
        );
      })
      .map(([message, translation]) => `${message} -> ${translation}`);
    expect(changed, `${code}.po changes placeholders`).toEqual([]);
  });

  it("give every variable in a message a name, so a translator knows what goes there", async () => {
    // `${error.max}` in a message is extracted as `{0}`: the translator sees a number, not a name.
    const positional = [...(await entries(LOCALES_DIR, SOURCE)).keys()].filter((message) =>
      /\{\d+\s*[,}]/.test(message),
    );
    expect(positional).toEqual([]);
  });
});
