import { describe, expect, it } from "vitest";
import { isRosterWorkerMessage } from "#src/client/features/rosters/roster-messages";
import { rosterProblemNotice } from "#src/client/features/rosters/roster-problem-text";
import {
  handleRosterRead,
  type RosterReadRequest,
  type RosterWorkerMessage,
} from "#src/client/features/rosters/roster-protocol";
import { ZIP_UNREADABLE } from "#src/domain/roster/zip";
import {
  oneRosterTexts,
  oneRosterZip,
  threeClasses,
  windows1252,
} from "../../../../support/oneroster-fixtures";

async function run(request: RosterReadRequest): Promise<RosterWorkerMessage[]> {
  const messages: RosterWorkerMessage[] = [];
  await handleRosterRead(request, (m) => messages.push(structuredClone(m)));
  return messages;
}

const blob = (bytes: string | Uint8Array) => new Blob([bytes as BlobPart]);

describe("OneRoster worker protocol", () => {
  it("reads a 1.2 zip: reading, unpacking, parsing, then the classes", async () => {
    const zip = oneRosterZip(oneRosterTexts("1.2"), "export/");
    const messages = await run({ type: "read", id: 3, locale: "en", kind: "zip", zip: blob(zip) });
    expect(messages.slice(0, 3)).toEqual([
      { type: "progress", id: 3, phase: "reading" },
      { type: "progress", id: 3, phase: "unpacking" },
      { type: "progress", id: 3, phase: "parsing" },
    ]);
    const last = messages.at(-1);
    if (last?.type !== "result" || !last.result.ok) throw new Error(JSON.stringify(last));
    expect(last.result.roster.version).toBe("1.2");
    expect(last.result.roster.classes.map((c) => [c.title, c.students.length])).toEqual([
      ["History 7C", 30],
      ["Math 7A", 30],
      ["Science 7B", 30],
    ]);
  });

  it("reads 1.1 CSV files chosen one by one, Windows-1252 included", async () => {
    const texts = oneRosterTexts("1.1");
    const messages = await run({
      type: "read",
      id: 1,
      locale: "en",
      kind: "csv",
      files: {
        "classes.csv": blob(texts["classes.csv"]),
        "users.csv": blob(windows1252(texts["users.csv"])),
        "enrollments.csv": blob(texts["enrollments.csv"]),
      },
    });
    expect(messages.map((m) => m.type)).toEqual(["progress", "progress", "result"]);
    const last = messages.at(-1);
    if (last?.type !== "result" || !last.result.ok) throw new Error(JSON.stringify(last));
    const names = last.result.roster.classes.flatMap((c) => c.students.map((s) => s.name));
    expect(names).toHaveLength(90);
    expect(names).toContain("Chloé Okafor-3");
  });

  it("answers the domain's refusal: a file that isn't a zip, a missing file", async () => {
    const text = await run({
      type: "read",
      id: 2,
      locale: "en",
      kind: "zip",
      zip: blob("name\nAva\n"),
    });
    expect(text.at(-1)).toEqual({
      type: "result",
      id: 2,
      result: { ok: false, error: ZIP_UNREADABLE },
    });

    const texts = oneRosterTexts("1.2", threeClasses());
    const missing = await run({
      type: "read",
      id: 5,
      locale: "en",
      kind: "csv",
      files: { "classes.csv": blob(texts["classes.csv"]), "users.csv": blob(texts["users.csv"]) },
    });
    const last = missing.at(-1);
    if (last?.type !== "result" || last.result.ok) throw new Error(JSON.stringify(last));
    expect(last.result.error).toEqual({ code: "missing-file", file: "enrollments.csv" });
    expect(rosterProblemNotice(last.result.error).message).toContain("enrollments.csv");
  });

  it("knows its own messages", () => {
    expect(isRosterWorkerMessage({ type: "result", id: 1, result: {} })).toBe(true);
    expect(isRosterWorkerMessage({ type: "progress", id: "1" })).toBe(false);
    expect(isRosterWorkerMessage(null)).toBe(false);
  });
});
