/**
 * The repository explains itself: what the product does is in docs/product.md and why it is
 * built as it is in docs/decisions/. A clone has nothing else, so no tracked text may point to
 * documents outside it or to the history of the work (numbered work items, sittings, the
 * owner's notes); and every decision record carries its date and status and is in the index.
 *
 * The patterns are built from pieces so that this file does not match itself.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const SECTION = "\u00a7";
const word = (...parts: string[]) => parts.join("");

/** Each pattern, with what it stands for in a failure message. */
const OUTSIDE_REFERENCES: { name: string; pattern: RegExp }[] = [
  {
    name: "a section of an outside spec",
    pattern: new RegExp(`${word("sp", "ec")}\\s*${SECTION}`, "i"),
  },
  // (A colour such as #d97706 is not one.)
  { name: "a numbered outside decision", pattern: new RegExp(`(?<!#)\\b${word("D")}\\d+\\b`, "i") },
  { name: "a numbered work item", pattern: new RegExp(`\\b${word("iss", "ue")}\\s+\\d`, "i") },
  { name: "a numbered sitting", pattern: new RegExp(`\\b${word("sess", "ion")}\\s+\\d`, "i") },
  // A path into the folder beside the repository (no module of the project has that name).
  {
    name: "a path outside the repository",
    pattern: new RegExp(`\\.\\./${word("sha", "red")}(?![\\w-])`, "i"),
  },
  {
    name: "a document outside the repository",
    pattern: new RegExp(
      `\\b(${word("engin", "eering")}|${word("des", "ign")})\\.md\\b|${word("product", "-spec")}`,
      "i",
    ),
  },
];

/** Files whose text is not prose or code a reader follows. */
const SKIPPED = [/(^|\/)package-lock\.json$/, /\.(png|jpe?g|gif|ico|webp|woff2?|ttf|zip|gz|br)$/i];

/** What git does not track here (.gitignore), for a copy of the repository without git. */
const UNTRACKED_DIRS = new Set([
  ".git",
  "node_modules",
  "dist",
  "data",
  "test-results",
  "playwright-report",
  ".tmp",
]);

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = dir === "." ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory()) return UNTRACKED_DIRS.has(entry.name) ? [] : walk(path);
    return /\.(log|tsbuildinfo)$|^\.env$/.test(entry.name) ? [] : [path];
  });
}

/** The repository's files: git's list (tracked, and new files not ignored), or the tree. */
function trackedTextFiles(): string[] {
  let listed: string[];
  try {
    listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
      stdio: ["ignore", "pipe", "ignore"],
    }).split("\0");
  } catch {
    listed = walk(".");
  }
  return [...new Set(listed.filter(Boolean))]
    .filter((path) => !SKIPPED.some((skip) => skip.test(path)))
    .sort();
}

/** A line without the comment marks or quote marks a wrapped comment starts with. */
const continued = (line: string) => line.replace(/^\s*(\*|\/\/|#|>)?\s*/, "");

/**
 * Every outside reference in `text` as "path:line: what (the text matched)", also one that a
 * comment wraps over two lines (a word at the end of one, its number at the start of the next).
 */
function outsideReferences(path: string, text: string): string[] {
  if (text.includes("\0")) return [];
  const found: string[] = [];
  const lines = text.split("\n");
  lines.forEach((line, index) => {
    const joined = `${line} ${continued(lines[index + 1] ?? "")}`;
    for (const { name, pattern } of OUTSIDE_REFERENCES) {
      const global = new RegExp(pattern.source, `${pattern.flags}g`);
      const match = [...joined.matchAll(global)].find((each) => each.index < line.length);
      if (match) found.push(`${path}:${index + 1}: ${name} (${match[0]})`);
    }
  });
  return found;
}

function readText(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return ""; // listed but deleted in the work tree
  }
}

describe("the repository stands alone", () => {
  it("points to nothing outside itself in any tracked text file", () => {
    const files = trackedTextFiles();
    expect(files.length).toBeGreaterThan(200);
    const found = files.flatMap((path) => outsideReferences(path, readText(path)));
    expect(found, "say it in words, or point to docs/product.md or docs/decisions/").toEqual([]);
  });

  it("recognises each kind of outside reference, in any case, and only those", () => {
    const sample = [
      `as ${word("sp", "ec")} ${SECTION}5 says`,
      `the rule of (${word("D")}14)`,
      `see ${word("Iss", "ue")} 19.3`,
      `measured in ${word("sess", "ion")} 15`,
      `read ../${word("sha", "red")}/notes`,
      `as ${word("des", "ign")}.md wants`,
      `a variable ${word("d")}1`,
      ` * wrapped over two lines (${word("iss", "ue")}`,
      " * 19.3), as comments are",
    ].join("\n");
    expect(outsideReferences("x.ts", sample).map((hit) => hit.split(": ")[0])).toEqual([
      "x.ts:1",
      "x.ts:2",
      "x.ts:3",
      "x.ts:4",
      "x.ts:5",
      "x.ts:6",
      "x.ts:7",
      "x.ts:8",
    ]);
    const clean = [
      `import { x } from "../${word("sha", "red")}-rules";`,
      `colours #d1d5db and #${word("D", "97706")}, a 3D view, docs/product.md#wheel, decision 0014, the session cookie`,
      "issues are reported, a session of 7 days",
    ].join("\n");
    expect(outsideReferences("y.ts", clean)).toEqual([]);
  });
});

describe("docs/product.md", () => {
  it("defines every section that tracked files point to", () => {
    const product = readFileSync("docs/product.md", "utf8");
    const defined = new Set(
      [...product.matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((match) => match[1]),
    );
    expect(defined.size).toBeGreaterThan(30);
    const dangling = trackedTextFiles().flatMap((path) =>
      [...readText(path).matchAll(/product\.md#([a-z0-9-]+)/g)]
        .map((match) => match[1] ?? "")
        .filter((anchor) => !defined.has(anchor))
        .map((anchor) => `${path}: #${anchor}`),
    );
    expect(dangling, "an anchor docs/product.md does not define").toEqual([]);
  });
});

const DECISIONS = "docs/decisions";

function decisionRecords(): string[] {
  return readdirSync(DECISIONS)
    .filter((name) => /^\d{4}-.+\.md$/.test(name))
    .sort();
}

/** A record's Date and Status lines among its first lines, or what is missing. */
function header(name: string): { date?: string; status?: string } {
  const top = readFileSync(`${DECISIONS}/${name}`, "utf8").split("\n").slice(0, 12).join("\n");
  return {
    date: /^Date: (\d{4}-\d{2}-\d{2})\s*$/m.exec(top)?.[1],
    status: /^Status: (Accepted|Superseded)\b.*$/m.exec(top)?.[1],
  };
}

describe("the decision records", () => {
  it("each carry a Date and a Status near the top", () => {
    const records = decisionRecords();
    expect(records.length).toBeGreaterThan(25);
    const missing = records.flatMap((name) => {
      const { date, status } = header(name);
      return [
        ...(date ? [] : [`${name}: no "Date: YYYY-MM-DD"`]),
        ...(status ? [] : [`${name}: no "Status:"`]),
      ];
    });
    expect(missing).toEqual([]);
  });

  it("are each listed in docs/decisions/README.md with their date and status", () => {
    const index = readFileSync(`${DECISIONS}/README.md`, "utf8").split("\n");
    const problems = decisionRecords().flatMap((name) => {
      const row = index.find((line) => line.includes(`(${name})`));
      if (!row) return [`${name}: not in the index`];
      const { date, status } = header(name);
      if (date && !row.includes(date)) return [`${name}: the index does not show its date ${date}`];
      if (status && !row.includes(status))
        return [`${name}: the index does not show its status ${status}`];
      return [];
    });
    expect(problems).toEqual([]);
  });

  it("has an index that links only to records that exist", () => {
    const records = new Set(decisionRecords());
    const linked = [
      ...readFileSync(`${DECISIONS}/README.md`, "utf8").matchAll(/\]\((\d{4}-[^)#]+\.md)\)/g),
    ].map((match) => match[1] ?? "");
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.filter((name) => !records.has(name))).toEqual([]);
  });
});
