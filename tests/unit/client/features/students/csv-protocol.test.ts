import { describe, expect, it } from "vitest";
import {
  handleParseRequest,
  isWorkerMessage,
  type ParseRequest,
  readText,
  type WorkerMessage,
} from "#src/client/features/students/csv-protocol";
import { NOT_A_CSV } from "#src/domain/csv/content";
import { type RowMessage, rowMessageText } from "#src/domain/csv/messages";
import { DEFAULT_ATTRIBUTES } from "#src/domain/students/attributes";
import { countValues } from "#src/domain/students/balance";
import { english } from "../../../../support/english";

const texts = (errors: readonly RowMessage[]) => errors.map((e) => rowMessageText(e, english));

const A = DEFAULT_ATTRIBUTES;

async function run(
  text: string | Uint8Array,
  balanced = false,
  type = "text/csv",
): Promise<WorkerMessage[]> {
  const messages: WorkerMessage[] = [];
  const request: ParseRequest = {
    type: "parse",
    id: 7,
    file: new Blob([text as BlobPart], { type }),
    attributes: A,
    balancedCounts: balanced ? countValues(A, []) : null,
  };
  await handleParseRequest(request, (m) => messages.push(structuredClone(m)));
  return messages;
}

describe("CSV worker protocol", () => {
  it("refuses a file that isn't CSV text by its first bytes, before reading it", async () => {
    const png = new Uint8Array(64 * 1024);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const messages = await run(png);
    expect(messages).toEqual([
      { type: "progress", id: 7, phase: "reading", fraction: 0 },
      { type: "result", id: 7, result: { ok: false, error: NOT_A_CSV } },
    ]);
  });

  it("takes CSV text whatever its MIME type, with a BOM, or in Windows-1252", async () => {
    const header = "name,number,color,element,shape\n";
    for (const [body, type] of [
      [new TextEncoder().encode(`\ufeff${header}José,1,Red,Fire,Square\n`), "text/plain"],
      [Uint8Array.from(Buffer.from(`${header}José,1,Red,Fire,Square\n`, "latin1")), ""],
      [new TextEncoder().encode(`${header}José,1,Red,Fire,Square\n`), "application/octet-stream"],
    ] as const) {
      const last = (await run(body, false, type)).at(-1);
      if (last?.type !== "result" || !last.result.ok) throw new Error(JSON.stringify(last));
      expect(last.result.students.map((s) => s.name)).toEqual(["José"]);
    }
  });

  it("reports reading, then parsing, then one result with the request's id", async () => {
    const messages = await run(
      'name,number,color,element,shape\r\n"Lee, Ann",2,Yellow,Water,Circle\r\n,1,Red,Fire,Square\r\n',
    );
    expect(messages.every((m) => m.id === 7)).toBe(true);
    expect(messages[0]).toEqual({ type: "progress", id: 7, phase: "reading", fraction: 0 });
    expect(messages.at(-2)).toEqual({ type: "progress", id: 7, phase: "parsing", fraction: null });
    const last = messages.at(-1);
    expect(last?.type).toBe("result");
    if (last?.type !== "result" || !last.result.ok) throw new Error("expected a result");
    expect(last.result.students).toEqual([
      { name: "Lee, Ann", number: 2, color: "Yellow", element: "Water", shape: "Circle", row: 2 },
    ]);
    expect(texts(last.result.errors)).toEqual(["Row 3: Name is required"]);
  });

  it("passes the domain's file problems on as a result", async () => {
    const last = (await run("first,last\nA,B\n")).at(-1);
    expect(last).toMatchObject({
      type: "result",
      result: {
        ok: false,
        error: {
          title: "Parse Error",
          message: "Missing required columns: name",
        },
      },
    });
  });

  it("assigns balanced values in balanced mode", async () => {
    const rows = ["name,number,color,element,shape", "A,,,,", "B,,,,", "C,,,,", "D,,,,"];
    const last = (await run(rows.join("\n"), true)).at(-1);
    if (last?.type !== "result" || !last.result.ok) throw new Error("expected a result");
    expect(new Set(last.result.students.map((s) => s.color)).size).toBe(4);
  });

  it("answers an error message when the file cannot be read", async () => {
    const broken = {
      size: 10,
      // The first bytes read fine (they are checked first); the rest fails.
      slice: () => new Blob(["name,numbe"]),
      stream: () =>
        new ReadableStream({
          pull() {
            throw new Error("disk gone");
          },
        }),
    } as unknown as Blob;
    const messages: WorkerMessage[] = [];
    await handleParseRequest(
      { type: "parse", id: 1, file: broken, attributes: A, balancedCounts: null },
      (m) => messages.push(m),
    );
    expect(messages.at(-1)).toEqual({ type: "error", id: 1, message: "disk gone" });
  });

  it("reads multi-byte text across chunks and reports rising progress", async () => {
    const line = "Zoë Ünal,1,Red,Fire,Square\n";
    const blob = new Blob(["name,number,color,element,shape\n", line.repeat(50_000)]);
    const fractions: number[] = [];
    const text = await readText(blob, (f) => fractions.push(f));
    expect(text.endsWith(line)).toBe(true);
    expect(text.length).toBe(32 + line.length * 50_000);
    expect(fractions.length).toBeGreaterThan(0);
    expect([...fractions].sort((a, b) => a - b)).toEqual(fractions);
  });

  it("recognises only protocol messages", () => {
    expect(isWorkerMessage({ type: "result", id: 1, result: {} })).toBe(true);
    expect(isWorkerMessage({ type: "hello", id: 1 })).toBe(false);
    expect(isWorkerMessage(null)).toBe(false);
  });

  it("parses 100,000 rows", async () => {
    const body = Array.from(
      { length: 100_000 },
      (_, i) => `Student ${i},${(i % 4) + 1},Red,"Fire",Square`,
    );
    const started = performance.now();
    const last = (await run(["name,number,color,element,shape", ...body].join("\n"))).at(-1);
    const ms = performance.now() - started;
    if (last?.type !== "result" || !last.result.ok) throw new Error("expected a result");
    expect(last.result.students.length).toBe(100_000);
    console.info(`100,000-row parse: ${Math.round(ms)} ms`);
  });
});
